import type { VehicleVertical } from '@cvb/contracts';

/** The best-of lists, tips topics and feature template of the article seed (articles.ts), by key. */
export type ListKey = 'best' | 'budget' | 'premium' | 'for-fleets';
export type TipKey =
  | 'monsoon-care'
  | 'loan-documents'
  | 'battery-care'
  | 'fuel-saving'
  | 'used-buying'
  | 'tyre-rotation'
  | 'insurance'
  | 'resale-value'
  | 'driver-safety'
  | 'attachments';

export interface TipWords {
  /** The title for a vertical: each language declines its noun as the sentence needs. */
  title: (vertical: VehicleVertical) => string;
  intro: string;
  tips: readonly [string, string, string];
}

/** An article's model facts in the locale's words. */
export interface ArticleModel {
  name: string;
  brand: string;
  fuel: string;
  /** The price span standing alone ("किंमत: ₹8–9 लाख"). */
  price: string;
  /** The price span before a postposition ("₹8–9 లక్షల ధరలో"). */
  pricePre: string;
}

/** Everything articles.ts writes in one language besides English and Hindi. */
export interface ArticleWords {
  lists: Record<ListKey, (vertical: VehicleVertical) => string>;
  listSummary: (names: string) => string;
  listIntro: (count: number, vertical: VehicleVertical) => string;
  /** The paragraph under "## 1. Model name". */
  listItem: (model: ArticleModel) => string;
  /** The subheading above a tips list. */
  tipsHeading: string;
  tips: Record<TipKey, TipWords>;
  feature: {
    title: (model: ArticleModel) => string;
    summary: (model: ArticleModel, years: number) => string;
    /** Paragraphs and "## " subheadings. */
    body: (model: ArticleModel) => string[];
  };
}
