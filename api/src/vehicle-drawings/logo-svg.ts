/** Up to three letters that stand for a brand: "JCB", "TM" for Tata Motors, "BB" for BharatBenz. */
export function brandInitials(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /[A-Za-z0-9]/.test(word));
  if (words.length === 0) return '?';
  if (words.length === 1) {
    const [word] = words;
    if (word.length <= 3 && word === word.toUpperCase()) return word;
    const capitals = word.match(/[A-Z]/g) ?? [];
    return (capitals.length > 1 ? capitals.slice(0, 2).join('') : word[0]).toUpperCase();
  }
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

/** A hue from the slug, so a brand keeps its colour everywhere. */
export function hueOf(slug: string): number {
  let hash = 0;
  for (const char of slug) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** A 96×96 rounded tile with the brand's initials, white on a colour derived from the slug. */
export function logoSvg(slug: string, name: string): string {
  const initials = brandInitials(name);
  const fontSize = initials.length > 2 ? 30 : 38;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"',
    ` aria-label="${escapeXml(name)}">`,
    `<rect width="96" height="96" rx="16" fill="hsl(${hueOf(slug)}, 55%, 36%)"/>`,
    `<text x="48" y="50" fill="#fff" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}"`,
    ` font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
