/** docs/domain.md#browser-storage: the avatar shows the first letter of the user's name (a whole character, never half a pair). */
export function avatarLetter(name: string): string {
  const [first] = Array.from(name.trim());
  return first ? first.toLocaleUpperCase() : '?';
}
