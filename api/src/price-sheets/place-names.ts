/** Place names of the price sheets and the site's place paths. */

/** Spellings of the public files → the names the site uses (docs/domain.md#mandi-prices: keep aliases). */
const STATE_ALIASES: Record<string, string> = {
  orissa: 'Odisha',
  chattisgarh: 'Chhattisgarh',
  uttrakhand: 'Uttarakhand',
  uttaranchal: 'Uttarakhand',
  pondicherry: 'Puducherry',
  'nct of delhi': 'Delhi',
  'jammu & kashmir': 'Jammu and Kashmir',
  'andaman & nicobar': 'Andaman and Nicobar Islands',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  telengana: 'Telangana',
};

export function canonicalState(name: string): string {
  return STATE_ALIASES[name.trim().toLowerCase()] ?? name.trim();
}

/** "Madhya Pradesh" → "madhya-pradesh". */
export function placeSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
