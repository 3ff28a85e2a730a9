export * from './compare-page';
export * from './texts';
