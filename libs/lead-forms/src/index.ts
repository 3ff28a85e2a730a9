export * from './lead-button';
export * from './register-lead-texts';
export { leadTexts } from './texts';
export { LEAD_FORM_KINDS, fieldsOf, type LeadFormKind, type LeadField } from './form/lead-kinds';
export { checkLead } from './form/check-lead';
export { LeadServicesContext, type LeadServices, type LeadOutcome } from './flow/lead-services';
export type { LeadDealer, LeadVehicle } from './flow/lead-target';
export * from './lead-actions';
export * from './model-lead-kinds';
