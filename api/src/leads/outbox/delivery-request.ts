import type { LeadDeliveryTarget } from '@cvb/contracts';
import type { HttpEndpoint, LeadsConfig } from '../leads-config';
import type { LeadRow } from './claim-deliveries';

export interface DeliveryRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The CRM gets the whole lead. */
export function crmPayload(lead: LeadRow) {
  return {
    leadId: lead.id,
    kind: lead.kind,
    name: lead.name,
    mobile: lead.mobile,
    email: lead.email,
    pincode: lead.pincode,
    city: lead.city,
    state: lead.state,
    vertical: lead.vertical,
    brandSlug: lead.brandSlug,
    modelSlug: lead.modelSlug,
    variantSlug: lead.variantSlug,
    dealerId: lead.dealerId,
    timeline: lead.timeline,
    source: lead.source,
    createdAt: lead.createdAt.toISOString(),
  };
}

/** Montra's lead API takes the fields of v4/sendPartLeadMontra (docs/domain.md#leads), nothing more. */
export function montraPayload(lead: LeadRow) {
  return {
    name: lead.name,
    mobile: lead.mobile,
    email: lead.email ?? '',
    pincode: lead.pincode ?? '',
    city: lead.city ?? '',
    state: lead.state ?? '',
  };
}

export function endpointOf(target: LeadDeliveryTarget, config: LeadsConfig): HttpEndpoint | undefined {
  return target === 'crm' ? config.crm : config.montra;
}

/**
 * The POST of one delivery. Idempotency-Key is the delivery id: if a process dies after the receiver took
 * the lead but before the result was recorded, the retry carries the same key and the receiver can drop it.
 * The partner token is added here, on the server; no route ever answers it.
 */
export function deliveryRequest(
  delivery: { id: number; target: LeadDeliveryTarget; lead: LeadRow },
  endpoint: HttpEndpoint,
): DeliveryRequest {
  const payload = delivery.target === 'crm' ? crmPayload(delivery.lead) : montraPayload(delivery.lead);
  return {
    url: endpoint.url,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `lead-delivery-${delivery.id}`,
      ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
    },
    body: JSON.stringify(payload),
  };
}
