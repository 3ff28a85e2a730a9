/**
 * Empty: the tractor and construction-equipment texts live beside the other verticals' texts (catalog-texts,
 * list-pages, compare-page, emi-page, dealers-page, used-vehicles and model-page locales).
 */
export const ta = {};
