export * from './tyre-size';
export * from './upsizing';
export * from './pressure';
export * from './tyre-api';
export * from './tyre-constants';
