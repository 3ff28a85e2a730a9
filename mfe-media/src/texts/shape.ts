import type { en } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Every locale has the English bundle's keys, in its own words. */
export type MediaTexts = Strings<typeof en>;
