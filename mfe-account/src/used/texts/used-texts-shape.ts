import type { en } from './en';

/** The same keys as the English texts, every leaf a string; Hindi and Punjabi add `_zero` forms of counts. */
type Strings<T> = {
  [K in keyof T]: T[K] extends string ? string : Strings<T[K]>;
} & { [zero: `${string}_zero`]: string };

export type UsedTexts = Strings<typeof en>;
