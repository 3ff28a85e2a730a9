import {
  COMMON_REVIEW_ATTRIBUTES,
  REVIEW_LIMITS,
  verticalDefinition,
  type ReviewAttribute,
  type ReviewRequest,
  type ReviewUseCase,
  type ReviewVehicleStatus,
  type VehicleVertical,
} from '@cvb/contracts';
import { emailRule, MESSAGES, nameRule } from '@cvb/validation';
import type { TFunction } from 'i18next';

export interface ReviewFormState {
  useCase: ReviewUseCase | '';
  ratings: Partial<Record<ReviewAttribute, number>>;
  vehicleStatus: ReviewVehicleStatus | '';
  kmDriven: string;
  title: string;
  description: string;
  name: string;
  email: string;
}

export type ReviewField = Exclude<keyof ReviewFormState, 'ratings'> | ReviewAttribute;
export type ReviewErrors = Partial<Record<ReviewField, string>>;

export function emptyReviewForm(name = ''): ReviewFormState {
  return {
    useCase: '',
    ratings: {},
    vehicleStatus: '',
    kmDriven: '',
    title: '',
    description: '',
    name,
    email: '',
  };
}

/** The attributes a vertical's review rates, as its definition lists them (docs/domain.md#reviews). */
export function ratedAttributes(vertical: VehicleVertical): readonly ReviewAttribute[] {
  return verticalDefinition(vertical).reviewAttributes;
}

const COMMON: readonly ReviewAttribute[] = COMMON_REVIEW_ATTRIBUTES;

const SPEC_MESSAGE_KEYS = new Map<string, string>(
  (['nameRequired', 'nameLettersOnly', 'nameTooShort', 'emailRequired', 'emailInvalid'] as const).map(
    (key) => [MESSAGES[key], key],
  ),
);

/** A docs/domain.md#field-rules message in the page's language (English stays exact). */
function specMessage(t: TFunction, message: string): string {
  const key = SPEC_MESSAGE_KEYS.get(message);
  return key ? t(`reviews.validation.${key}`) : message;
}

function lengthProblem(t: TFunction, field: 'title' | 'description', value: string): string | undefined {
  const length = value.trim().length;
  const min = field === 'title' ? REVIEW_LIMITS.titleMin : REVIEW_LIMITS.descriptionMin;
  const max = field === 'title' ? REVIEW_LIMITS.titleMax : REVIEW_LIMITS.descriptionMax;
  if (length < min) return t(`reviews.errors.${field}Short`, { min });
  if (length > max) return t(`reviews.errors.${field}Long`, { max });
  return undefined;
}

/** Every problem of the form, per field, in the page's language; empty when it may be sent. */
export function reviewFormErrors(
  t: TFunction,
  form: ReviewFormState,
  vertical: VehicleVertical,
): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!form.useCase) errors.useCase = t('reviews.errors.useCase');
  for (const attribute of ratedAttributes(vertical)) {
    if (form.ratings[attribute] === undefined) {
      errors[attribute] = t('reviews.errors.rating', { attribute: t(`model.attribute.${attribute}`) });
    }
  }
  if (!form.vehicleStatus) errors.vehicleStatus = t('reviews.errors.vehicleStatus');
  const km = form.kmDriven.trim();
  if (km !== '' && !(/^\d+$/.test(km) && Number(km) <= REVIEW_LIMITS.kmDrivenMax)) {
    errors.kmDriven = t('reviews.errors.kmDriven');
  }
  const title = lengthProblem(t, 'title', form.title);
  if (title) errors.title = title;
  const description = lengthProblem(t, 'description', form.description);
  if (description) errors.description = description;
  const name = nameRule(form.name);
  if (name) errors.name = specMessage(t, name);
  const email = emailRule(form.email);
  if (email) errors.email = specMessage(t, email);
  return errors;
}

/** The request of a form that has no errors. */
export function toReviewRequest(
  form: ReviewFormState,
  model: { vertical: VehicleVertical; brandSlug: string; modelSlug: string },
): ReviewRequest {
  const rating = (attribute: ReviewAttribute) => form.ratings[attribute] ?? 0;
  const ownRatings = Object.fromEntries(
    ratedAttributes(model.vertical)
      .filter((attribute) => !COMMON.includes(attribute))
      .map((attribute) => [attribute, rating(attribute)]),
  );
  const km = form.kmDriven.trim();
  return {
    ...model,
    useCase: form.useCase as ReviewUseCase,
    comfort: rating('comfort'),
    valueForMoney: rating('valueForMoney'),
    mileage: rating('mileage'),
    exterior: rating('exterior'),
    ...ownRatings,
    vehicleStatus: form.vehicleStatus as ReviewVehicleStatus,
    kmDriven: km === '' ? null : Number(km),
    title: form.title.trim(),
    description: form.description.trim(),
    name: form.name.trim(),
    email: form.email.trim(),
  };
}
