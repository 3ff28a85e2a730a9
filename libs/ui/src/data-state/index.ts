export { DataState, type DataResult, type DataStateProps } from './data-state';
