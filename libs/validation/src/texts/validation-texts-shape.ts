import type { MESSAGES } from '../messages';

/** Every message of MESSAGES, in one language. */
export type ValidationTexts = Record<keyof typeof MESSAGES, string>;

export type ValidationLocale = 'en' | 'hi' | 'mr' | 'pa' | 'ta' | 'te';
