/**
 * A model or variant as people say it: the seed's names carry the maker already ("Tata Ace Gold"), an editor's may
 * not ("Intra V20 Bi-fuel"), so the brand goes in front only when the name does not start with its first word.
 */
export function withBrand(brandName: string, name: string): string {
  const maker = brandName.split(' ')[0].toLowerCase();
  return name.toLowerCase().startsWith(maker) ? name : `${brandName} ${name}`;
}
