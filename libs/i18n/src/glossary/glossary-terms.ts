import type { GlossaryTermId } from './glossary-types';

/**
 * Where a glossary term occurs: an English text matching the pattern has the term, so the same key
 * in every other language must use that language's word for it.
 */
export const GLOSSARY_TERMS: Record<GlossaryTermId, RegExp> = {
  siteName: /\bCV Bazaar\b/,
  variant: /\bvariants?\b/i,
  review: /\breview(s|ed)?\b/i,
  specifications: /\bspecifications?\b|\bspecs\b/i,
  emi: /\bEMI\b/,
  emiCalculator: /\bEMI calculator\b/i,
  truck: /\btrucks?\b/i,
  threeWheeler: /\bthree-wheelers?\b/i,
  bus: /\bbus(es)?\b/i,
  tractor: /\btractors?\b/i,
  tyre: /\btyres?\b/i,
  filter: /\bfilters?\b/i,
  engine: /\bengines?\b/i,
  gvw: /\bGVW\b/,
  grossVehicleWeight: /\bgross vehicle weight\b/i,
  optional: /\(optional\)/i,
  active: /^active$/i,
  valueForMoney: /\bvalue for money\b/i,
  launch: /\blaunch(es|ed)?\b/i,
  dealer: /\bdealers?\b/i,
  compare: /\bcompare\b/i,
  onRoadPrice: /\bon-road price\b/i,
  exShowroom: /\bex-showroom\b/i,
  verify: /\bverif(y|ied|ying|ication)\b/i,
};
