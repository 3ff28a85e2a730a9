export * from './cost-of-ownership-page';
export * from './trip-cost-page';
export * from './texts';
export { RunningCostLine } from './running-cost-line';
export { costPerUnitRow } from './cost-per-unit-row';
export { costOfOwnershipPath } from './running-cost-path';
