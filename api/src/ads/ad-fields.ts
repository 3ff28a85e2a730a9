import { usedVehicleAdInputSchema } from '@cvb/contracts';
import { emailRule, findUnsafeText, mobileRule, nameRule } from '@cvb/validation';
import type { z } from 'zod';
import { BadRequestError } from '../http/bad-request';

export type CheckedAdInput = z.output<typeof usedVehicleAdInputSchema>;

/** `year: must be 1980 or later`: the first problem, named by its field. */
function describeIssue(issue: z.ZodIssue): string {
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * The `ad` JSON of a new ad: shape and ranges by the contract's zod schema, then the seller's name, email
 * and mobile by the field rules (docs/domain.md#field-rules) (exact messages, the same the sell form shows). Throws a 400.
 */
export function checkAdFields(raw: string | undefined): CheckedAdInput {
  if (raw === undefined) throw new BadRequestError('ad: is required');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new BadRequestError('ad: must be JSON');
  }
  // The same text rules as every JSON body (control characters, bidi overrides, lone surrogates, lengths).
  const unsafe = findUnsafeText(json);
  if (unsafe) throw new BadRequestError(unsafe.field ? `${unsafe.field}: ${unsafe.message}` : unsafe.message);
  const parsed = usedVehicleAdInputSchema.safeParse(json);
  if (!parsed.success) throw new BadRequestError(describeIssue(parsed.error.issues[0]));
  const ad = parsed.data;
  for (const message of [nameRule(ad.name), emailRule(ad.email), mobileRule(ad.mobile)]) {
    if (message) throw new BadRequestError(message);
  }
  return {
    ...ad,
    name: ad.name.trim(),
    email: ad.email.trim().toLowerCase(),
    mobile: ad.mobile.trim(),
    vehicleNumber: ad.vehicleNumber.toUpperCase(),
  };
}
