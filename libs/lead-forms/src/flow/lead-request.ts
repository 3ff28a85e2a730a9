import type { LeadFormRequest } from '@cvb/contracts';
import { fieldsOf, type LeadFormKind } from '../form/lead-kinds';
import type { LeadValues } from '../form/lead-values';
import type { LeadDealer, LeadVehicle } from './lead-target';

export interface LeadRequestParts {
  kind: LeadFormKind;
  values: LeadValues;
  vehicle?: LeadVehicle;
  dealer?: LeadDealer;
  /** Locale-free path of the page, e.g. /trucks/tata-motors/ace-gold. */
  source: string;
  idempotencyKey: string;
  verificationToken?: string;
}

const given = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** The POST general/lead-form body: only the form's own fields, empty optional ones left out. */
export function leadRequest(parts: LeadRequestParts): LeadFormRequest {
  const { kind, values, vehicle, dealer } = parts;
  const asks = new Set(fieldsOf(kind));
  return {
    kind,
    name: values.name.trim(),
    mobile: values.mobile.trim(),
    email: values.email.trim(),
    pincode: asks.has('pincode') ? given(values.pincode) : undefined,
    city: given(values.city),
    state: given(values.state),
    timeline: asks.has('timeline') && values.timeline !== '' ? values.timeline : undefined,
    vertical: vehicle?.vertical,
    brandSlug: vehicle?.brandSlug,
    modelSlug: vehicle?.modelSlug,
    variantSlug: vehicle?.variantSlug,
    dealerId: dealer?.id,
    source: parts.source,
    idempotencyKey: parts.idempotencyKey,
    verificationToken: parts.verificationToken,
  };
}
