import type { Joiner } from '../types';

const WORD = { in: 'में', located: 'के' } as const;

/** Hindi writes the postposition as a word of its own (मुंबई में, महाराष्ट्र के). */
export const hi: Joiner = (name, ending, after) => `${name} ${WORD[ending]}${after}`;
