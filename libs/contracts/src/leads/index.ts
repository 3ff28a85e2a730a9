export * from './lead-kinds';
export * from './lead-form';
