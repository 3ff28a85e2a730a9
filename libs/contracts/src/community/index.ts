export * from './community';
