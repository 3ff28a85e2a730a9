import type { AdminLead, LeadDetail, LeadFilterQuery, LeadListResponse } from '@cvb/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { leadDeliveries, leads } from '../db/schema-leads';
import { leadConditions } from './lead-filters';

export const adminLeadColumns = {
  id: leads.id,
  kind: leads.kind,
  name: leads.name,
  mobile: leads.mobile,
  email: leads.email,
  pincode: leads.pincode,
  city: leads.city,
  state: leads.state,
  vertical: leads.vertical,
  brandSlug: leads.brandSlug,
  modelSlug: leads.modelSlug,
  variantSlug: leads.variantSlug,
  timeline: leads.timeline,
  source: leads.source,
  createdAt: leads.createdAt,
};

type LeadRow = Omit<AdminLead, 'createdAt'> & { createdAt: Date };
export const toAdminLead = (row: LeadRow): AdminLead => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Leads matching the filters, newest first, one page of them. */
export async function listLeads(
  db: Db,
  filter: LeadFilterQuery & { _start: number; _limit: number },
): Promise<LeadListResponse> {
  const where = leadConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminLeadColumns)
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(filter._limit)
      .offset(filter._start),
    db.select({ value: count() }).from(leads).where(where),
  ]);
  return { items: rows.map(toAdminLead), total: total.value };
}

/** One lead and its deliveries, or null. */
export async function leadDetail(db: Db, id: number): Promise<LeadDetail | null> {
  const [row] = await db.select(adminLeadColumns).from(leads).where(eq(leads.id, id));
  if (!row) return null;
  const deliveries = await db
    .select({
      target: leadDeliveries.target,
      status: leadDeliveries.status,
      attempts: leadDeliveries.attempts,
      lastError: leadDeliveries.lastError,
      deliveredAt: leadDeliveries.deliveredAt,
    })
    .from(leadDeliveries)
    .where(eq(leadDeliveries.leadId, id))
    .orderBy(asc(leadDeliveries.id));
  return {
    ...toAdminLead(row),
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    })),
  };
}
