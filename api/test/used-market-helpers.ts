import type { UsedVehicleAdInput } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { usedVehicleAds } from '../src/db/schema-ads';
import { SITE } from './accounts-helpers';
import { postAd, type AdsTestApi, validAd } from './ads-helpers';
import { SESSION_COOKIE } from '../src/accounts/sessions';

/** Goa has no seeded ads (api/src/seed/used-ads/places.ts): a test's own ads there are the whole state page. */
let adNumber = 0;

/** Each ad's own description: the same text twice from one seller is held as a repeat (moderation). */
export const goaTractor = (fields: Partial<UsedVehicleAdInput> = {}): UsedVehicleAdInput => {
  adNumber += 1;
  return validAd({
    vertical: 'tractor',
    brand: 'Mahindra',
    model: '575 DI',
    variant: '',
    brandSlug: 'mahindra',
    modelSlug: '575-di',
    year: 2019,
    kmsDriven: 30_000,
    owner: '1st',
    rto: 'GA-01',
    city: 'Panaji',
    state: 'Goa',
    price: 450_000,
    vehicleNumber: 'GA01AB1234',
    description: `Ad number ${adNumber}: used for own farming only.`,
    name: 'Ramesh Naik',
    email: 'ramesh@example.in',
    mobile: '9822011223',
    ...fields,
  });
};

/** Posts an ad as the seller and answers its id (throws on anything but 201). */
export async function postedAdId(api: AdsTestApi, session: string, ad: UsedVehicleAdInput): Promise<number> {
  const response = await postAd(api, session, ad, []);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return (response.json() as { ad: { id: number } }).ad.id;
}

/** A marketplace call: GET/POST/PATCH/DELETE on /api/used-market/…, as the site sends it. */
export function market(
  api: AdsTestApi,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { session?: string; body?: object; cookies?: Record<string, string> } = {},
) {
  return api.app.inject({
    method,
    url: `/api/used-market/${path}`,
    headers: { origin: SITE },
    cookies: { ...(options.session ? { [SESSION_COOKIE]: options.session } : {}), ...options.cookies },
    ...(options.body ? { payload: options.body } : {}),
  });
}

/** Moves an ad's expiry (the tests' clock is not the database's). */
export async function setExpiry(api: AdsTestApi, id: number, expiresAt: Date): Promise<void> {
  await api.database.db.update(usedVehicleAds).set({ expiresAt }).where(eq(usedVehicleAds.id, id));
}
