/** Construction equipment: the brand-file view of `infra/infra-models.ts`. */
export { infraBrandSeeds as infraBrands } from './catalogue/machine-models';
