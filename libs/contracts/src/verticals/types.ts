import type { ReviewAttribute } from '../catalogue/review-attributes';
import type { VehicleVertical } from '../verticals';
import type { Band } from './bands';
import type { RunningCostDefaults } from '../running-cost/running-cost-defaults';

/** Units of numeric specs; one map for the model page, the comparison and the filter panel. */
export const SPEC_UNITS = {
  kg: 'kg',
  cc: 'cc',
  hp: 'hp',
  nm: 'nm',
  kmpl: 'kmpl',
  litres: 'litres',
  mm: 'mm',
  kwh: 'kwh',
  km: 'km',
  hours: 'hours',
  seats: 'seats',
  wheels: 'wheels',
  cylinders: 'cylinders',
  gears: 'gears',
  m3: 'm3',
} as const;
export type SpecUnit = keyof typeof SPEC_UNITS;

/**
 * A filter of the search page, as data. The URL codec, the zod query of `filter-page`, the API's resolver
 * and facet counter and the filter panel all read these; a new filter is one descriptor plus data.
 * - `multi`: several of a fixed vocabulary (body type, fuel) or of the data (brands: `options` empty).
 * - `band`: one band of a numeric field (budget, GVW).
 * - `range`: several whole numbers between min and max (wheels, seats).
 */
interface DimensionBase {
  /** Field of the filter state, of the facets and the query parameter of the API's `filter-page` call, e.g. `bodyTypes`. */
  key: string;
  /** Query parameter of the page URL, e.g. `bodyType`. */
  urlParam: string;
  /** Text key of the group's heading (catalogue namespace). */
  labelKey: string;
  /**
   * Where the value comes from: `brand`, `price`, a column spec such as `gvwKg` (a text spec: its first whole
   * number) or a key of the model's `extraSpecs` such as `ptoHp` or `drive`.
   */
  source: string;
}
export interface MultiDimension extends DimensionBase {
  kind: 'multi';
  /** Allowed values; empty = whatever the data holds (brands). */
  options: readonly string[];
}
export interface BandDimension extends DimensionBase {
  kind: 'band';
  bands: readonly Band[];
  unit: SpecUnit | 'rupees';
}
export interface RangeDimension extends DimensionBase {
  kind: 'range';
  min: number;
  max: number;
  unit: SpecUnit;
}
export type FilterDimension = MultiDimension | BandDimension | RangeDimension;

/** A fixed list page of a vertical, e.g. /trucks/trucks-under-10-lakh. */
export interface ListPageDefinition {
  kind: 'budget' | 'type' | 'fuel' | 'popular' | 'latest' | 'upcoming';
  /** Path segment under the vertical's base path. */
  slug: string;
  /** The `pageType` of the `filter-page` call. */
  apiPageType: string;
  /** Band key, body type or fuel the page is about; null for popular/latest/upcoming. */
  key: string | null;
  /** Shown in the header's dropdown for the vertical. */
  inMenu: boolean;
}

/** A spec row of the model page and the comparison, in order. */
export interface SpecRowDefinition {
  key: string;
  unit: SpecUnit | null;
  /** Only for electric variants. */
  electricOnly?: boolean;
  /** Only for models of these body types (infra: bucket capacity for loaders, lift capacity for cranes). */
  bodyTypes?: readonly string[];
}

/** Everything a vertical knows; every other table of the site is derived from these records. */
export interface VerticalDefinition {
  key: VehicleVertical;
  /** Path segment of its pages and API calls: `trucks`, `buses`, `three-wheelers`. */
  plural: string;
  /** Landing page: `/trucks`. Every canonical page lives under it. */
  basePath: string;
  /**
   * The remote that renders its pages (docs/architecture.md#route-ownership): the route table, the short forms' and
   * the used marketplace's owners all follow from it.
   */
  app: `mfe-${string}`;
  /**
   * The vertical in the site's header: its place among the verticals of the general menu (ascending), and whether
   * it has a header section of its own (a menu, a logo mark and popular brands on every path under its base).
   */
  header: { menuOrder: number; ownSection: boolean };
  /** Path of the dealer pages (brand and city below it). */
  dealersPath: string;
  /** The API's call prefix (`trucks/filter-page`) and content lists (`truck-models`, `bus-models`). */
  api: {
    prefix: string;
    contentPrefix: string;
    /** Names of its comparison call under the prefix (docs/domain.md#calls): `compare-trucks`, `compare`, `compare-data`. */
    compareCalls: readonly string[];
  };
  /** The old site's top-level short forms → canonical path (answered 301 by the shell's server, docs/domain.md#pages). */
  shortForms: Readonly<Record<string, string>>;
  /** Static segments under basePath that are never a brand. */
  reservedSlugs: readonly string[];
  /** Pages of its own beyond the catalogue, linked among the landing's tools (text `landing.<vertical>.<key>`). */
  extraTools?: readonly { key: string; path: string }[];
  /** Every accepted budget band, [min, max) in rupees. */
  budgetBands: readonly Band[];
  /** Keys of the budget bands that tile the price line (the facet counts). */
  budgetTiles: readonly string[];
  bodyTypes: readonly string[];
  fuels: readonly string[];
  transmissions: readonly string[];
  filters: readonly FilterDimension[];
  listPages: readonly ListPageDefinition[];
  specRows: readonly SpecRowDefinition[];
  /** Keys of the spec rows a model card shows beside its body type (bus: seats; tractor: HP and drive). */
  cardSpecs: readonly string[];
  /** Attributes rated in a user review of this vertical; the review form and the API ask exactly these. */
  reviewAttributes: readonly ReviewAttribute[];
  /** i18n namespace of its own texts. */
  textNamespace: string;
  /** Search: a label for its brands, words that find it, weight among equally good matches. */
  search: { label: string; keywords: string; weight: number };
  /** Loan defaults of the EMI calculator (docs/domain.md#emi). */
  loan: { annualRatePercent: number; months: number; downPaymentPercent: number };
  /** Assumptions of its cost-of-ownership page (and trip-cost calculator); absent: it has none. */
  runningCost?: RunningCostDefaults;
}
