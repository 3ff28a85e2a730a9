import type { ContactRequest } from '@cvb/contracts';
import { emailRule, MESSAGES, mobileRule, nameRule, type Rule } from '@cvb/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contactMessages } from '../db/schema-site';
import { BadRequestError } from '../http/bad-request';

export const CONTACT_THANKS_MESSAGE = 'Thank you for contacting us. We will get back to you soon.';
export const CONTACT_KEY_REUSED_MESSAGE = 'idempotencyKey: already used for another message';

const messageRule: Rule = (value) => (value.trim() === '' ? MESSAGES.fillAllDetails : null);

const RULES: readonly [keyof ContactRequest, Rule][] = [
  ['name', nameRule],
  ['mobile', mobileRule],
  ['email', emailRule],
  ['message', messageRule],
];

/** A key sent again with another mobile: not a repeat of the same form, refused (409). */
export class ContactKeyReusedError extends Error {
  readonly statusCode = 409;
  override readonly name = 'ContactKeyReusedError';
  constructor() {
    super(CONTACT_KEY_REUSED_MESSAGE);
  }
}

export interface SavedContact {
  message: string;
  /** False when the idempotency key was stored before: a repeat stores nothing. */
  created: boolean;
}

async function mobileOfKey(db: Db, idempotencyKey: string): Promise<string | undefined> {
  const [row] = await db
    .select({ mobile: contactMessages.mobile })
    .from(contactMessages)
    .where(eq(contactMessages.idempotencyKey, idempotencyKey))
    .limit(1);
  return row?.mobile;
}

function repeated(storedMobile: string, mobile: string): SavedContact {
  if (storedMobile !== mobile) throw new ContactKeyReusedError();
  return { message: CONTACT_THANKS_MESSAGE, created: false };
}

/**
 * Checks the form with the field rules (docs/domain.md#field-rules) (the first problem, in form order, is the answer)
 * and stores it once per idempotency key (a retry or a form kept offline and sent again: docs/operations.md#offline).
 */
export async function saveContactMessage(db: Db, request: ContactRequest): Promise<SavedContact> {
  for (const [field, rule] of RULES) {
    const problem = rule(request[field] ?? '');
    if (problem) throw new BadRequestError(problem);
  }
  const mobile = (request.mobile ?? '').trim();
  const key = request.idempotencyKey;
  if (key) {
    const earlier = await mobileOfKey(db, key);
    if (earlier !== undefined) return repeated(earlier, mobile);
  }
  const subject = request.subject?.trim();
  const inserted = await db
    .insert(contactMessages)
    .values({
      name: (request.name ?? '').trim(),
      mobile,
      email: (request.email ?? '').trim().toLowerCase(),
      subject: subject ? subject : null,
      message: (request.message ?? '').trim(),
      idempotencyKey: key ?? null,
    })
    .onConflictDoNothing({ target: contactMessages.idempotencyKey })
    .returning({ id: contactMessages.id });
  // Two copies at once: the other one stored it first.
  if (inserted.length === 0 && key) return repeated((await mobileOfKey(db, key)) ?? mobile, mobile);
  return { message: CONTACT_THANKS_MESSAGE, created: true };
}
