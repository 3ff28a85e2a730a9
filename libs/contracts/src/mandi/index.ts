export * from './mandi-records';
export * from './mandi-import';
