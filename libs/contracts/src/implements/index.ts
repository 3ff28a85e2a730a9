export * from './implements';
export * from './implement-types';
