/** The terms every text of the site translates the same way (one entry per English term). */
export type GlossaryTermId =
  | 'siteName'
  | 'variant'
  | 'review'
  | 'specifications'
  | 'emi'
  | 'emiCalculator'
  | 'truck'
  | 'threeWheeler'
  | 'bus'
  | 'tractor'
  | 'tyre'
  | 'filter'
  | 'engine'
  | 'gvw'
  | 'grossVehicleWeight'
  | 'optional'
  | 'active'
  | 'valueForMoney'
  | 'launch'
  | 'dealer'
  | 'compare'
  | 'onRoadPrice'
  | 'exShowroom'
  | 'verify';

/** How one language translates one term. */
export interface GlossaryEntry {
  /**
   * The word (or its stem, so inflected forms match: "வேரியண்ட" matches "வேரியண்டுகள்") that a text
   * must contain wherever its English text has the term. Leave out for terms that sentences may
   * rightly rephrase; `avoid` still applies.
   */
  use?: string;
  /** Other words for the term that must not appear in a text whose English has the term. */
  avoid?: readonly string[];
}

/** A language's glossary, plus words that are wrong in any of its texts. */
export interface LanguageGlossary {
  terms: Partial<Record<GlossaryTermId, GlossaryEntry>>;
  /** Text that must not appear in any text of the language, whatever its English says. */
  never?: readonly { text: string | RegExp; why: string }[];
}
