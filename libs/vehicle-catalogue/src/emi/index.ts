export * from './emi-defaults';
export * from './emi-input';
export * from './monthly-emi';
export * from './emi-breakdown';
