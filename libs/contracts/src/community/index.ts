export * from './community';
export * from './community-constants';
