import type { MachineVariantPlan } from '../catalogue/machine-variant-plan';
import type { InfraRow } from './infra-models';

/** The option a buyer of each kind of machine pays more for. */
function optionOf(type: InfraRow[2]): string {
  if (type === 'excavator') return 'Long Reach';
  if (type === 'pick-and-carry-crane' || type === 'crawler-crane') return 'Extended Boom';
  return 'AC Cabin';
}

/** A machine as dealers quote it: standard, and with its cabin, boom or long-reach option. */
export function infraVariantPlans([, , type, , minLakh, maxLakh]: InfraRow): MachineVariantPlan[] {
  return [
    { name: 'Standard', lakh: minLakh, specs: {} },
    { name: optionOf(type), lakh: maxLakh, specs: {} },
  ];
}
