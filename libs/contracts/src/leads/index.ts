export * from './lead-kinds';
export * from './lead-form';
export * from './messages';
