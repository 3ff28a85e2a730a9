import type { Joiner } from '../types';

const WORD = { in: 'ਵਿੱਚ', located: 'ਦੇ' } as const;

/** Punjabi writes the postposition as a word of its own (ਮੁੰਬਈ ਵਿੱਚ, ਮਹਾਰਾਸ਼ਟਰ ਦੇ). */
export const pa: Joiner = (name, ending, after) => `${name} ${WORD[ending]}${after}`;
