import type { VerticalDefinition } from '@cvb/contracts';
import { emiOf, type EmiResponse } from '@cvb/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../http/not-found';
import { catalogueOf } from './catalogue-snapshot';
import { priceOf } from './price-of';

export interface EmiQuery {
  brandSlug: string;
  modelSlug: string;
  interestRate?: number;
  tenureMonths?: number;
  downPayment?: number;
}

/** EMI rounded to the rupee, with total interest and total amount payable (reducing balance). */
export function emiResult(loanAmount: number, interestRate: number, tenureMonths: number) {
  const emi = Math.round(emiOf(loanAmount, interestRate, tenureMonths));
  const totalAmount = emi * tenureMonths;
  return { loanAmount, emi, totalInterest: Math.max(0, Math.round(totalAmount - loanAmount)), totalAmount };
}

/**
 * The EMI calculator's price basis and the vertical's loan defaults (docs/domain.md#emi: 12.57 %, 84 months and 15 % down;
 * a tractor's farm loan), and the EMI for the given or default inputs.
 */
export async function emiCalculator(
  db: Db,
  definition: VerticalDefinition,
  query: EmiQuery,
): Promise<EmiResponse> {
  const catalogue = await catalogueOf(db, definition.key);
  const model = catalogue.findModel(query.brandSlug, query.modelSlug);
  if (!model) throw new NotFoundError(`No ${definition.key} model ${query.brandSlug}/${query.modelSlug}`);
  const variants = catalogue
    .variantsOfModel(model.id)
    .map(({ slug, name, price }) => ({ slug, name, price }));
  const price = priceOf(model);
  const loan = definition.loan;
  const defaultDownPayment = price === null ? 0 : Math.round((price * loan.downPaymentPercent) / 100);
  const input = {
    interestRate: query.interestRate ?? loan.annualRatePercent,
    tenureMonths: query.tenureMonths ?? loan.months,
    downPayment: Math.min(query.downPayment ?? defaultDownPayment, price ?? 0),
  };
  return {
    model: { slug: model.slug, name: model.name, brandSlug: model.brandSlug, brandName: model.brandName },
    price,
    variants,
    defaults: {
      interestRate: loan.annualRatePercent,
      tenureMonths: loan.months,
      downPaymentPercent: loan.downPaymentPercent,
      downPayment: defaultDownPayment,
    },
    input,
    result:
      price === null ? null : emiResult(price - input.downPayment, input.interestRate, input.tenureMonths),
  };
}
