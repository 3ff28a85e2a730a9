import type { ModelSummary } from '@cvb/contracts';

type ModelStatus = ModelSummary['status'];
import type { LeadFormKind } from './form/lead-kinds';

const KINDS_BY_STATUS: Readonly<Record<ModelStatus, readonly LeadFormKind[]>> = {
  'on-sale': ['quote', 'test-drive', 'callback', 'brochure', 'loan'],
  // Not in showrooms yet: no price, test drive or loan, but the launch alert (docs/domain.md#leads "alert me").
  upcoming: ['launch-alert', 'callback', 'brochure'],
  discontinued: ['callback'],
  expired: ['callback'],
};

/** The forms a model page offers for a model in this state, the main one first. */
export function modelLeadKinds(status: ModelStatus): readonly LeadFormKind[] {
  return KINDS_BY_STATUS[status];
}

/** A variant page asks for its price and a test drive; an upcoming model's variant for the launch alert. */
export function variantLeadKinds(status: ModelStatus): readonly LeadFormKind[] {
  return status === 'on-sale' ? ['quote', 'test-drive'] : modelLeadKinds(status).slice(0, 1);
}
