import type { DeskModel, DeskModelDocumentInput, LocaleCode } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { brands } from '../src/db/schema';
import { call, type AccountsTestApi } from './accounts-helpers';

/** A desk call as the desk's page makes it, in `locale`. */
export function desk(
  api: AccountsTestApi,
  session: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
  locale: LocaleCode = 'en',
): Promise<LightMyRequestResponse> {
  const mark = path.includes('?') ? '&' : '?';
  const url =
    method === 'GET' ? `/api/admin/catalogue/${path}` : `/api/admin/catalogue/${path}${mark}locale=${locale}`;
  return call(api, method, url, body, { session });
}

export async function brandId(
  api: AccountsTestApi,
  vertical: 'truck' | 'tractor',
  slug: string,
): Promise<number> {
  const [brand] = await api.database.db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.vertical, vertical), eq(brands.slug, slug)));
  if (!brand) throw new Error(`no ${vertical} brand ${slug}`);
  return brand.id;
}

/** An upcoming Tata electric truck, as an editor would first write it (no variants yet). */
export function upcomingTruck(brand: number, slug: string): DeskModelDocumentInput {
  return {
    vertical: 'truck',
    brandId: brand,
    slug,
    name: `Tata ${slug
      .split('-')
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join(' ')}`,
    bodyType: 'mini',
    fuelType: 'electric',
    transmission: 'automatic',
    status: 'upcoming',
    expectedLaunch: '2025-10',
    expectedPriceMin: 950_000,
    expectedPriceMax: 1_150_000,
    specs: { gvwKg: 2120, payloadKg: 1000, batteryKwh: 21.3, drivingRangeKm: 154, wheels: 4 },
    texts: {
      en: {
        description: 'A one-tonne electric mini truck for city deliveries.',
        pros: ['Low running cost'],
        cons: ['Range limits long trips'],
        faq: [],
      },
    },
  };
}

/** The document of a model with one priced variant added, on sale. */
export function onSaleWith(document: DeskModelDocumentInput, price: number): DeskModelDocumentInput {
  return {
    ...document,
    status: 'on-sale',
    variants: [{ slug: `${document.slug}-std`, name: 'Standard', price, specs: {} }],
  };
}

export function modelOf(response: LightMyRequestResponse): DeskModel {
  if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as DeskModel;
}
