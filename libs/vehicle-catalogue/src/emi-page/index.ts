export * from './emi-page';
export * from './texts';
