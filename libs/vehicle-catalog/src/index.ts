export * from './brand-list/brand-list-page';
export * from './brand-list/brand-card';
export * from './catalog-resources';
export * from './register-catalog-texts';
