import type { ContactRequest } from '@cvb/contracts';
import { emailRule, MESSAGES, mobileRule, nameRule, type Rule } from '@cvb/validation';
import type { Db } from '../db/database';
import { contactMessages } from '../db/schema-site';
import { BadRequestError } from '../http/bad-request';

export const CONTACT_THANKS_MESSAGE = 'Thank you for contacting us. We will get back to you soon.';

const messageRule: Rule = (value) => (value.trim() === '' ? MESSAGES.fillAllDetails : null);

const RULES: readonly [keyof ContactRequest, Rule][] = [
  ['name', nameRule],
  ['mobile', mobileRule],
  ['email', emailRule],
  ['message', messageRule],
];

/** Checks the form with the field rules (docs/domain.md#field-rules) (the first problem, in form order, is the answer) and stores it. */
export async function saveContactMessage(db: Db, request: ContactRequest): Promise<string> {
  for (const [field, rule] of RULES) {
    const problem = rule(request[field] ?? '');
    if (problem) throw new BadRequestError(problem);
  }
  const subject = request.subject?.trim();
  await db.insert(contactMessages).values({
    name: (request.name ?? '').trim(),
    mobile: (request.mobile ?? '').trim(),
    email: (request.email ?? '').trim().toLowerCase(),
    subject: subject ? subject : null,
    message: (request.message ?? '').trim(),
  });
  return CONTACT_THANKS_MESSAGE;
}
