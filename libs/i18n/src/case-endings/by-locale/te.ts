import type { Joiner } from '../types';

const ZWNJ = '\u200C';
const VIRAMA = '\u0C4D';
const ENDING = { in: 'లో', located: 'లోని' } as const;

const isTeluguLetter = (char: string | undefined) =>
  char !== undefined && char >= '\u0C00' && char < '\u0C66';

/**
 * Telugu joins the ending to the name (ముంబైలో); after a final ్ through a ZWNJ, so the consonant keeps its halant
 * (హైదరాబాద్‌లో); a plural in -లు doubles its ల (దీవులు → దీవుల్లో). A name in Latin letters keeps it apart.
 */
export const te: Joiner = (name, ending, after) => {
  const last = [...name].at(-1);
  if (!isTeluguLetter(last)) return `${name} ${ENDING[ending]}${after}`;
  if (name.endsWith('లు')) return `${name.slice(0, -1)}${VIRAMA}ల${ENDING[ending].slice(1)}${after}`;
  return last === VIRAMA ? `${name}${ZWNJ}${ENDING[ending]}${after}` : `${name}${ENDING[ending]}${after}`;
};
