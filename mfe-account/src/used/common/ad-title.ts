/** How an ad names its vehicle: "2019 Mahindra 575 DI XP Plus". */
export function adTitle(ad: { year: number; brand: string; model: string; variant: string }): string {
  return `${ad.year} ${ad.brand} ${ad.model}${ad.variant ? ` ${ad.variant}` : ''}`;
}
