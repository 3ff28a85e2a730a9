import type { Band, BandDimension, HeaderDataResponse } from '@cvb/contracts';

/**
 * A link of a menu; `key` names its text under shell:header.menu unless it carries its own `label` (a brand
 * name) or a `band` (a budget page), which reads as that band does everywhere else (bandLabel).
 */
export interface MenuLink {
  key: string;
  to: string;
  label?: string;
  band?: { band: Band; dimension: BandDimension };
}

type PopularBrandsPrefix<Key> = Key extends `${infer Vertical}PopularBrands` ? Vertical : never;

/** Popular brands of the header data that a dropdown lists after its own links: the data's `…PopularBrands` lists. */
export type PopularBrandsOf = PopularBrandsPrefix<keyof HeaderDataResponse['data']>;

/** A top-level entry: a link, a dropdown under a link, or a dropdown with only a button (no page of its own). */
export interface MenuItem {
  key: string;
  to?: string;
  children?: readonly MenuLink[];
  popularBrandsOf?: PopularBrandsOf;
}
