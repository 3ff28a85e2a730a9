/** A model's name with its maker in front, once: catalogue names often hold it already ("Mahindra 575 DI"). */
export function withMaker(brand: string, model: string): string {
  return model.toLowerCase().startsWith(`${brand.toLowerCase()} `) || model === brand
    ? model
    : `${brand} ${model}`;
}

/** How an ad names its vehicle: "2019 Mahindra 575 DI XP Plus". */
export function adTitle(ad: { year: number; brand: string; model: string; variant: string }): string {
  return `${ad.year} ${withMaker(ad.brand, ad.model)}${ad.variant ? ` ${ad.variant}` : ''}`;
}
