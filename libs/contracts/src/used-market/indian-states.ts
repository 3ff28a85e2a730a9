/**
 * A state or union territory of India: its URL slug and its English name, the key of the place tables (`stateName`
 * of `@cvb/contracts` in the API, of `@cvb/i18n` on a page, names it in a language; docs/domain.md#cities).
 */
export interface IndianState {
  slug: string;
  name: string;
}

/** All 28 states and 8 union territories; a used-vehicle state page exists only for these slugs (docs/domain.md#used-marketplace). */
const rows: [slug: string, english: string][] = [
  ['andhra-pradesh', 'Andhra Pradesh'],
  ['arunachal-pradesh', 'Arunachal Pradesh'],
  ['assam', 'Assam'],
  ['bihar', 'Bihar'],
  ['chhattisgarh', 'Chhattisgarh'],
  ['goa', 'Goa'],
  ['gujarat', 'Gujarat'],
  ['haryana', 'Haryana'],
  ['himachal-pradesh', 'Himachal Pradesh'],
  ['jharkhand', 'Jharkhand'],
  ['karnataka', 'Karnataka'],
  ['kerala', 'Kerala'],
  ['madhya-pradesh', 'Madhya Pradesh'],
  ['maharashtra', 'Maharashtra'],
  ['manipur', 'Manipur'],
  ['meghalaya', 'Meghalaya'],
  ['mizoram', 'Mizoram'],
  ['nagaland', 'Nagaland'],
  ['odisha', 'Odisha'],
  ['punjab', 'Punjab'],
  ['rajasthan', 'Rajasthan'],
  ['sikkim', 'Sikkim'],
  ['tamil-nadu', 'Tamil Nadu'],
  ['telangana', 'Telangana'],
  ['tripura', 'Tripura'],
  ['uttar-pradesh', 'Uttar Pradesh'],
  ['uttarakhand', 'Uttarakhand'],
  ['west-bengal', 'West Bengal'],
  ['andaman-and-nicobar-islands', 'Andaman and Nicobar Islands'],
  ['chandigarh', 'Chandigarh'],
  ['dadra-and-nagar-haveli-and-daman-and-diu', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['delhi', 'Delhi'],
  ['jammu-and-kashmir', 'Jammu and Kashmir'],
  ['ladakh', 'Ladakh'],
  ['lakshadweep', 'Lakshadweep'],
  ['puducherry', 'Puducherry'],
];

export const INDIAN_STATES: readonly IndianState[] = rows.map(([slug, name]) => ({ slug, name }));

const bySlug = new Map(INDIAN_STATES.map((state) => [state.slug, state]));
const byEnglishName = new Map(INDIAN_STATES.map((state) => [state.name.toLowerCase(), state]));

/** The state of a URL slug (`maharashtra`), or undefined for a slug that is no state (the page answers 404). */
export const indianStateBySlug = (slug: string): IndianState | undefined => bySlug.get(slug);

/** The state an ad names in English ("Tamil Nadu", any case), or undefined when it is not one. */
export const indianStateByName = (name: string): IndianState | undefined =>
  byEnglishName.get(name.trim().toLowerCase());
