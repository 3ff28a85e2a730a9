export * from './mandi-records';
export * from './mandi-import';
export * from './mandi-constants';
