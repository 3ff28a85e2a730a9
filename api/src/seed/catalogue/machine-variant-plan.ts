import { LAKH } from '../catalogue-types';
import type { VariantSeed } from './variants';

/** A tractor's or machine's variant as dealers quote it: name, price in lakh, specs that differ from the model's. */
export interface MachineVariantPlan {
  name: string;
  lakh: number;
  specs: Record<string, number | string>;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Variant rows of a model: slug from the model's and the variant's names, price rounded to ₹1,000. */
export function machineVariantSeeds(modelSlug: string, plans: readonly MachineVariantPlan[]): VariantSeed[] {
  return plans.map(({ name, lakh, specs }, position) => ({
    slug: `${modelSlug}-${slugify(name)}`,
    name,
    price: Math.round((lakh * LAKH) / 1000) * 1000,
    specs,
    position,
  }));
}
