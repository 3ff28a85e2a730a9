import { AxiosError, AxiosHeaders } from 'axios';
import type { DeskBrand, DeskModel, DeskModelDocument, DeskSearchHit } from '@cvb/contracts';

/** Tata Motors' truck brand as the desk lists it. */
export const TATA: DeskBrand = {
  id: 3,
  vertical: 'truck',
  name: 'Tata Motors',
  slug: 'tata-motors',
  description: 'India’s largest commercial vehicle maker.',
  logo: null,
  version: 4,
  modelCount: 42,
  updatedBy: null,
  updatedAt: null,
};

export const hit = (patch: Partial<DeskSearchHit>): DeskSearchHit => ({
  kind: 'model',
  id: 501,
  modelId: 501,
  vertical: 'truck',
  brandId: 3,
  brandName: 'Tata Motors',
  name: 'Intra V70',
  status: 'on-sale',
  hasDraft: false,
  price: 868000,
  ...patch,
});

/** An upcoming truck, published once, no variant yet. */
export const UPCOMING: DeskModelDocument = {
  vertical: 'truck',
  brandId: 3,
  slug: 'intra-v70-ev',
  name: 'Intra V70 EV',
  bodyType: 'pickup',
  fuelType: 'diesel',
  transmission: 'manual',
  status: 'upcoming',
  expectedLaunch: '2027-03-15',
  expectedPriceMin: 950000,
  expectedPriceMax: 1100000,
  successorModelId: null,
  specs: { gvwKg: 3490, payloadKg: 1700 },
  variants: [],
  pictures: [],
  texts: {
    en: {
      description: 'A pickup for city deliveries.',
      pros: ['Low running cost'],
      cons: ['Small cabin'],
      faq: [{ question: 'When does it launch?', answer: 'Tata Motors expects March 2027.' }],
    },
    hi: undefined,
    mr: undefined,
    pa: undefined,
    ta: undefined,
    te: undefined,
  },
};

export const model = (patch: Partial<DeskModel> = {}): DeskModel => ({
  id: 77,
  version: 2,
  published: { version: 2, document: UPCOMING, stamp: { by: 'Kavita Rao', at: '2026-11-20T05:30:00.000Z' } },
  draft: null,
  missingTexts: {},
  pagePath: '/trucks/tata-motors/intra-v70-ev',
  previewPath: null,
  ...patch,
});

/** A refused call as axios rejects it: status and the API's JSON answer. */
export function refusal(status: number, data: object): AxiosError {
  return new AxiosError(String(status), 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: String(status),
    headers: {},
    config: { headers: new AxiosHeaders() },
    data,
  });
}
