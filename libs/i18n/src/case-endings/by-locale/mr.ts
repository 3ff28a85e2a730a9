import { marathiLocative } from '../marathi-locative';
import type { Joiner } from '../types';

const ENDING = { in: 'मध्ये', located: 'मधील' } as const;
/** Marathi plurals that take their oblique before the ending (बेटे → बेटांमध्ये). */
const OBLIQUE: Readonly<Record<string, string>> = { बेटे: 'बेटां' };

/** A Devanagari letter or sign (not a danda or a digit). */
const isDevanagariLetter = (char: string | undefined) =>
  char !== undefined && char >= '\u0900' && char < '\u0964';

/**
 * Marathi joins the locative to the name (पुण्यात, महाराष्ट्रात) and "located in" adds ील (पुण्यातील,
 * महाराष्ट्रातील); a name with no safe native form takes मध्ये / मधील (बंगळुरूमध्ये), a name in Latin letters
 * keeps it apart ("Rampur मध्ये").
 */
export const mr: Joiner = (name, ending, after) => {
  if (!isDevanagariLetter([...name].at(-1))) return `${name} ${ENDING[ending]}${after}`;
  const locative = marathiLocative(name);
  if (locative !== undefined) return `${locative}${ending === 'located' ? 'ील' : ''}${after}`;
  const words = name.split(' ');
  const lastWord = words.at(-1) ?? name;
  return `${[...words.slice(0, -1), OBLIQUE[lastWord] ?? lastWord].join(' ')}${ENDING[ending]}${after}`;
};
