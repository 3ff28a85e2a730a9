/** Tractors: the brand-file view of `tractors/tractor-models.ts` (type, fuel, price per model). */
export { tractorBrandSeeds as tractorBrands } from './catalogue/machine-models';
