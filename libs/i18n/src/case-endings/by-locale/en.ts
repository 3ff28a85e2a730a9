import type { Joiner } from '../types';

/** English puts "in" before the place. */
export const en: Joiner = (name, _ending, after) => `in ${name}${after}`;
