export { submitLead, type LeadSubmission, type SubmitResult } from './submit-lead';
export { retryFailedDelivery } from './retry-delivery';
export { deliveryTargetsFor, MONTRA_BRAND_SLUG } from './delivery-targets';
export { OutboxWorker } from './outbox-worker';
export { setUpLeads, type LeadsOptions } from './set-up-leads';
