/** A model's name as pages show it: model names usually carry the brand ("Tata Ace Gold"); add it when not. */
export function vehicleDisplayName({ brandName, name }: { brandName: string; name: string }): string {
  const brandWord = brandName.split(' ')[0] ?? brandName;
  return name.toLowerCase().startsWith(brandWord.toLowerCase()) ? name : `${brandName} ${name}`;
}
