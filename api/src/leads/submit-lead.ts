import { LEAD_MESSAGES } from '@cvb/contracts';
import { randomUUID } from 'node:crypto';
import type { AccountUser, LeadKind, LeadTimeline, StoredLead, VehicleVertical } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { consumeVerificationToken } from '../accounts/otp/verification-tokens';
import type { Db } from '../db/database';
import { leadDeliveries, leads } from '../db/schema-leads';
import { deliveryTargetsFor } from './delivery-targets';
import { LeadError } from './lead-error';
import { checkLeadFields, tidyContact, type LeadContactFields } from './lead-rules';
import { rememberVerifiedMobile } from './mobile-verification';
import { checkVehicleReferences, resolveCity } from './vehicle-references';

export interface LeadSubmission extends LeadContactFields {
  kind: Exclude<LeadKind, 'import'>;
  vertical?: VehicleVertical;
  brandSlug?: string;
  modelSlug?: string;
  variantSlug?: string;
  dealerId?: number;
  timeline?: LeadTimeline;
  source: string;
  /** A repeat with the same key answers the first lead; absent = every call is a new lead. */
  idempotencyKey?: string;
  verificationToken?: string;
}

export interface SubmitContext {
  db: Db;
  now: Date;
  /** The signed-in user, whose own mobile counts as verified. */
  user: AccountUser | null;
  /** The mobile this browser confirmed a 'verify' code for (sealed cookie), which counts as verified too. */
  verifiedMobile: string | null;
  /** Partner calls need pincode and state (v4/sendPartLeadMontra, docs/domain.md#leads). */
  pincodeAndState: boolean;
}

export interface SubmitResult {
  lead: StoredLead;
  created: boolean;
}

const needsOtp = (message: string = LEAD_MESSAGES.needsOtp) => new LeadError(409, message, true);

async function leadOfKey(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select({ id: leads.id, kind: leads.kind, mobile: leads.mobile })
    .from(leads)
    .where(eq(leads.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

function repeated(row: { id: number; kind: LeadKind; mobile: string }, mobile: string): SubmitResult {
  if (row.mobile !== mobile) throw new LeadError(409, LEAD_MESSAGES.idempotencyKeyReused);
  return { lead: { id: row.id, kind: row.kind }, created: false };
}

/** Thrown inside the transaction when another request stored the same key first, to roll this one back. */
class LostRace extends Error {}

/**
 * Checks a lead (docs/domain.md#field-rules, vehicle references), requires a verified mobile, and stores the lead with
 * one outbox row per delivery target in a single transaction, so an answered lead is never lost.
 */
export async function submitLead(input: LeadSubmission, context: SubmitContext): Promise<SubmitResult> {
  const { db, now, user } = context;
  checkLeadFields(input, { pincodeAndState: context.pincodeAndState });
  const contact = tidyContact(input);
  await checkVehicleReferences(db, input);
  const place = await resolveCity(db, contact.city ?? '', contact.state);
  const idempotencyKey = input.idempotencyKey ?? `server:${randomUUID()}`;

  const earlier = await leadOfKey(db, idempotencyKey);
  if (earlier) return repeated(earlier, contact.mobile);

  // Verified means proved by this caller: their account's mobile, this browser's confirmed code, or a token
  // sent now. A mobile someone else verified once counts for nothing (anyone could file leads in its name).
  const ownMobile = user?.mobile === contact.mobile || context.verifiedMobile === contact.mobile;
  const token = input.verificationToken?.trim();
  if (!ownMobile && !token) throw needsOtp();

  try {
    const lead = await db.transaction(async (tx) => {
      if (token && !ownMobile) {
        if (!(await consumeVerificationToken(tx, token, contact.mobile, 'verify', now))) {
          throw needsOtp(LEAD_MESSAGES.verificationExpired);
        }
      }
      await rememberVerifiedMobile(tx, contact.mobile, now);
      const [row] = await tx
        .insert(leads)
        .values({
          kind: input.kind,
          ...contact,
          ...place,
          vertical: input.vertical ?? null,
          brandSlug: input.brandSlug ?? null,
          modelSlug: input.modelSlug ?? null,
          variantSlug: input.variantSlug ?? null,
          dealerId: input.dealerId ?? null,
          timeline: input.timeline ?? null,
          source: input.source,
          userId: user?.id ?? null,
          idempotencyKey,
        })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ id: leads.id, kind: leads.kind });
      if (!row) throw new LostRace();
      await tx
        .insert(leadDeliveries)
        .values(deliveryTargetsFor(input.brandSlug ?? null).map((target) => ({ leadId: row.id, target })));
      return row;
    });
    return { lead, created: true };
  } catch (error) {
    // A double click with one token: the first request used the token and stored the lead; answer that lead.
    if (!(error instanceof LostRace) && !(error instanceof LeadError && error.needsOtp)) throw error;
    const winner = await leadOfKey(db, idempotencyKey);
    if (!winner) throw error;
    return repeated(winner, contact.mobile);
  }
}
