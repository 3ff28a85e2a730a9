/** A readable stand-in for a name the API has not given: "tata-motors" gives "Tata Motors". */
export function slugWords(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
