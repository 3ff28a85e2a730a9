import type { Joiner } from '../types';

const ENDING = { in: 'मध्ये', located: 'मधील' } as const;
/** Marathi plurals that take their oblique before the ending (बेटे → बेटांमध्ये). */
const OBLIQUE: Readonly<Record<string, string>> = { बेटे: 'बेटां' };

/** A Devanagari letter or sign (not a danda or a digit). */
const isDevanagariLetter = (char: string | undefined) =>
  char !== undefined && char >= '\u0900' && char < '\u0964';

/** Marathi joins मध्ये / मधील to the name as written (मुंबईमध्ये, पुणेमध्ये, महाराष्ट्रमधील): one rule for every name. */
export const mr: Joiner = (name, ending, after) => {
  if (!isDevanagariLetter([...name].at(-1))) return `${name} ${ENDING[ending]}${after}`;
  const words = name.split(' ');
  const lastWord = words.at(-1) ?? name;
  return `${[...words.slice(0, -1), OBLIQUE[lastWord] ?? lastWord].join(' ')}${ENDING[ending]}${after}`;
};
