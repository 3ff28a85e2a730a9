import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';

/** The one loan default and EMI formula live with the verticals (libs/contracts/src/verticals/common.ts). */
export { emiOf } from '../verticals/common';

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be lower-case letters, digits and hyphens');

export const emiQuerySchema = z.object({
  brandSlug: slug,
  modelSlug: slug,
  locale: localeCodeSchema.optional(),
  /** Optional overrides of the defaults. */
  interestRate: z.coerce.number().min(0).max(50, 'interestRate must be 50 or less').optional(),
  tenureMonths: z.coerce.number().int().min(1).max(120, 'tenureMonths must be 120 or less').optional(),
  downPayment: z.coerce.number().min(0).optional(),
});

export const emiResultSchema = z.object({
  loanAmount: z.number(),
  emi: z.number().int(),
  totalInterest: z.number().int(),
  totalAmount: z.number().int(),
});

export const emiResponseSchema = z.object({
  model: z.object({ slug: z.string(), name: z.string(), brandSlug: z.string(), brandName: z.string() }),
  /** Ex-showroom price the loan is based on (lowest variant), or the expected price; null when unknown. */
  price: z.number().nullable(),
  variants: z.array(z.object({ slug: z.string(), name: z.string(), price: z.number().nullable() })),
  defaults: z.object({
    interestRate: z.number(),
    tenureMonths: z.number().int(),
    downPaymentPercent: z.number(),
    downPayment: z.number().int(),
  }),
  input: z.object({ interestRate: z.number(), tenureMonths: z.number().int(), downPayment: z.number() }),
  result: emiResultSchema.nullable(),
});
export type EmiResponse = z.infer<typeof emiResponseSchema>;
