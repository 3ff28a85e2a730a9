export * from './lead-kinds';
