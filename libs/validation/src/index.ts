export * from './messages';
export * from './rules';
export * from './text-limits';
export * from './text-safety';
export type { ValidationLocale, ValidationTexts } from './texts/validation-texts-shape';
