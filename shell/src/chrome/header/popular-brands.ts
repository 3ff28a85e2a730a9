import type { HeaderBrand, HeaderDataResponse } from '@cvb/contracts';
import type { MenuItem, PopularBrandsOf } from './header-menus';

/** How many popular brands a dropdown lists. */
export const MAX_POPULAR_BRANDS = 6;

export function popularBrandsOf(data: HeaderDataResponse | null, of: PopularBrandsOf): HeaderBrand[] {
  if (!data) return [];
  return data.data[`${of}PopularBrands`].slice(0, MAX_POPULAR_BRANDS);
}

/** The menu with each "popular" dropdown followed by the popular brands of the header data. */
export function withPopularBrands(
  menu: readonly MenuItem[],
  data: HeaderDataResponse | null,
): readonly MenuItem[] {
  return menu.map((item) => {
    if (!item.popularBrandsOf) return item;
    const brandLinks = popularBrandsOf(data, item.popularBrandsOf).map((brand) => ({
      key: `brand-${brand.slug}`,
      to: brand.link,
      label: brand.name,
    }));
    return { ...item, children: [...(item.children ?? []), ...brandLinks] };
  });
}
