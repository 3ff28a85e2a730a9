export * from './model-page';
