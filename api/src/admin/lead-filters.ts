import { LEAD_KINDS, type LeadFilterQuery, type LeadKind } from '@cvb/contracts';
import { and, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { leads } from '../db/schema-leads';
import { containsPattern } from './like-pattern';

/** Start of a calendar day in India (IST, UTC+05:30), where the site's leads are sent from. */
const istDayStart = (day: string): Date => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const isLeadKind = (value: string): value is LeadKind => (LEAD_KINDS as readonly string[]).includes(value);

/** The WHERE of the admin lead list and export; `to` includes its whole day. */
export function leadConditions(filter: LeadFilterQuery): SQL | undefined {
  const { source } = filter;
  return and(
    filter.from ? gte(leads.createdAt, istDayStart(filter.from)) : undefined,
    filter.to ? lt(leads.createdAt, istDayStart(nextDay(filter.to))) : undefined,
    filter.vertical ? eq(leads.vertical, filter.vertical) : undefined,
    filter.brand ? ilike(leads.brandSlug, containsPattern(filter.brand)) : undefined,
    filter.city ? ilike(leads.city, containsPattern(filter.city)) : undefined,
    source
      ? or(
          isLeadKind(source) ? eq(leads.kind, source) : undefined,
          ilike(leads.source, containsPattern(source)),
        )
      : undefined,
  );
}
