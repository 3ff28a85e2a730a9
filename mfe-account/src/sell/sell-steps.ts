import {
  AD_IMAGE_MAX_BYTES,
  AD_IMAGE_MAX_COUNT,
  AD_IMAGE_TYPES,
  AD_MIN_YEAR,
  adMaxYear,
} from '@cvb/contracts';
import { emailRule, MESSAGES, mobileRule, nameRule } from '@cvb/validation';
import type { SellField, SellValues } from './sell-values';

export const SELL_STEPS = ['vehicle', 'details', 'photos', 'contact'] as const;
export type SellStep = (typeof SELL_STEPS)[number];

/** Keys of `sell:validation.*`; the docs/domain.md#field-rules ones read exactly as MESSAGES in English. */
export type SellMessageKey =
  | keyof typeof MESSAGES
  | 'yearInvalid'
  | 'numberInvalid'
  | 'priceInvalid'
  | 'photosRequired'
  | 'photoType'
  | 'photoSize'
  | 'photoCount';

export type StepErrors = Partial<Record<SellField | 'photos', SellMessageKey>>;

const MESSAGE_KEY_BY_TEXT = new Map(
  (Object.entries(MESSAGES) as [keyof typeof MESSAGES, string][]).map(([key, text]) => [text, key]),
);
const keyOf = (message: string | null): keyof typeof MESSAGES | undefined =>
  message === null ? undefined : MESSAGE_KEY_BY_TEXT.get(message);

const isWholeNumber = (value: string) => /^\d+$/.test(value.trim());

function requireFilled(values: SellValues, fields: SellField[], errors: StepErrors): void {
  for (const field of fields) {
    if (String(values[field]).trim() === '') errors[field] = 'fillAllDetails';
  }
}

export function checkVehicleStep(values: SellValues, now: Date = new Date()): StepErrors {
  const errors: StepErrors = {};
  requireFilled(values, ['brand', 'model', 'year'], errors);
  const year = Number(values.year);
  if (!errors.year && (!isWholeNumber(values.year) || year < AD_MIN_YEAR || year > adMaxYear(now))) {
    errors.year = 'yearInvalid';
  }
  return errors;
}

export function checkDetailsStep(values: SellValues): StepErrors {
  const errors: StepErrors = {};
  requireFilled(values, ['kmsDriven', 'rto', 'state', 'price', 'vehicleNumber'], errors);
  if (values.city.trim() === '') errors.city = 'selectCity';
  if (!errors.kmsDriven && !isWholeNumber(values.kmsDriven)) errors.kmsDriven = 'numberInvalid';
  if (!errors.price && (!isWholeNumber(values.price) || Number(values.price) < 1000)) {
    errors.price = 'priceInvalid';
  }
  return errors;
}

/** A photo the API would refuse, told before it is sent: wrong type or too big. */
export function checkPhoto(file: Pick<File, 'type' | 'size'>): SellMessageKey | undefined {
  if (!(AD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'photoType';
  if (file.size > AD_IMAGE_MAX_BYTES) return 'photoSize';
  return undefined;
}

export function checkPhotosStep(photos: readonly Pick<File, 'type' | 'size'>[]): StepErrors {
  if (photos.length === 0) return { photos: 'photosRequired' };
  if (photos.length > AD_IMAGE_MAX_COUNT) return { photos: 'photoCount' };
  const bad = photos.map(checkPhoto).find(Boolean);
  return bad ? { photos: bad } : {};
}

export function checkContactStep(values: SellValues): StepErrors {
  const errors: StepErrors = {};
  const name = keyOf(nameRule(values.name));
  const email = keyOf(emailRule(values.email));
  const mobile = keyOf(mobileRule(values.mobile));
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (mobile) errors.mobile = mobile;
  return errors;
}

export function checkStep(step: SellStep, values: SellValues, photos: readonly File[]): StepErrors {
  switch (step) {
    case 'vehicle':
      return checkVehicleStep(values);
    case 'details':
      return checkDetailsStep(values);
    case 'photos':
      return checkPhotosStep(photos);
    case 'contact':
      return checkContactStep(values);
  }
}
