export * from './implements';
