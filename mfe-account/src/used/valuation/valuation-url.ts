import {
  AD_OWNERS,
  VEHICLE_VERTICALS,
  type AdOwner,
  type LocaleCode,
  type UsedValuationQuery,
  type VehicleVertical,
} from '@cvb/contracts';

/** The valuation form's values as its URL keeps them (so an estimate can be shared, and an ad page can link to its own). */
export interface ValuationValues {
  vertical?: VehicleVertical;
  brand?: string;
  model?: string;
  variant?: string;
  year?: number;
  kms?: number;
  owner?: AdOwner;
  state?: string;
}

const SLUG = /^[a-z0-9-]{1,120}$/;
const ORDER = ['vertical', 'brand', 'model', 'variant', 'year', 'kms', 'owner', 'state'] as const;

function whole(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

export function valuationValuesOf(search: URLSearchParams): ValuationValues {
  const slug = (key: 'brand' | 'model' | 'variant' | 'state') => {
    const value = search.get(key);
    return value !== null && SLUG.test(value) ? value : undefined;
  };
  return {
    vertical: VEHICLE_VERTICALS.find((vertical) => vertical === search.get('vertical')),
    brand: slug('brand'),
    model: slug('model'),
    variant: slug('variant'),
    year: whole(search.get('year'), 1980, 2100),
    kms: whole(search.get('kms'), 0, 5_000_000),
    owner: AD_OWNERS.find((owner) => owner === search.get('owner')),
    state: slug('state'),
  };
}

export function valuationSearchOf(values: ValuationValues): string {
  const search = new URLSearchParams();
  for (const key of ORDER) {
    const value = values[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** The API's query once every required value is there, else null (the form is not complete). */
export function valuationQueryOf(values: ValuationValues, locale: LocaleCode): UsedValuationQuery | null {
  const { vertical, brand, model, variant, year, kms, owner, state } = values;
  if (!vertical || !brand || !model || year === undefined || kms === undefined || !owner) return null;
  return {
    vertical,
    brand,
    model,
    ...(variant ? { variant } : {}),
    year,
    kms,
    owner,
    ...(state ? { state } : {}),
    _locale: locale,
  };
}
