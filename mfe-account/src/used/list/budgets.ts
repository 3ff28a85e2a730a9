/** The "up to" budgets of a list (rupees): the API's maxPrice, inclusive. */
export const USED_BUDGETS = [200_000, 500_000, 1_000_000, 2_000_000, 4_000_000] as const;
