import type { LocaleCode } from '@cvb/contracts';
import { tamilLocative } from './tamil-locative';

/**
 * The case endings a text puts on a place name (docs/domain.md#cities):
 * - `in`: where something is ("in Mumbai": ta மும்பையில், te ముంబైలో, mr मुंबईमध्ये, hi मुंबई में);
 * - `located`: the same place describing a noun ("the markets in Maharashtra": ta மகாராஷ்டிராவில் உள்ள,
 *   te మహారాష్ట్రలోని, mr महाराष्ट्रमधील, hi महाराष्ट्र के).
 * Tamil, Telugu and Marathi write them joined to the name; Hindi and Punjabi as a separate word.
 */
export type CaseEnding = 'in' | 'located';

export const CASE_ENDINGS: readonly CaseEnding[] = ['in', 'located'];

/** Tamil says "located in" with the locative and உள்ள (மகாராஷ்டிராவில் உள்ள). */
const TAMIL_LOCATED = 'உள்ள';
const ZWNJ = '\u200C';
const TELUGU_VIRAMA = '\u0C4D';

const isTeluguLetter = (char: string | undefined) =>
  char !== undefined && char >= '\u0C00' && char < '\u0C66';
/** A Devanagari letter or sign (not a danda or a digit). */
const isDevanagariLetter = (char: string | undefined) =>
  char !== undefined && char >= '\u0900' && char < '\u0964';

const TELUGU: Record<CaseEnding, string> = { in: 'లో', located: 'లోని' };
const MARATHI: Record<CaseEnding, string> = { in: 'मध्ये', located: 'मधील' };
const SEPARATE: Record<'hi' | 'pa', Record<CaseEnding, string>> = {
  hi: { in: 'में', located: 'के' },
  pa: { in: 'ਵਿੱਚ', located: 'ਦੇ' },
};

/**
 * Telugu joins the ending to the name (ముంబైలో); after a final ్ through a ZWNJ, so the consonant keeps its halant
 * (హైదరాబాద్‌లో); a plural in -లు doubles its ల (దీవులు → దీవుల్లో).
 */
function telugu(name: string, ending: CaseEnding): string {
  const last = [...name].at(-1);
  if (!isTeluguLetter(last)) return `${name} ${TELUGU[ending]}`;
  if (name.endsWith('లు')) return `${name.slice(0, -1)}${TELUGU_VIRAMA}ల${TELUGU[ending].slice(1)}`;
  return last === TELUGU_VIRAMA ? `${name}${ZWNJ}${TELUGU[ending]}` : `${name}${TELUGU[ending]}`;
}

/** Marathi plurals that take their oblique before the ending (बेटे → बेटांमध्ये). */
const MARATHI_OBLIQUE: Readonly<Record<string, string>> = { बेटे: 'बेटां' };

/** Marathi joins मध्ये / मधील to the name as written (मुंबईमध्ये, पुणेमध्ये, महाराष्ट्रमधील): one rule for every name. */
function marathi(name: string, ending: CaseEnding): string {
  if (!isDevanagariLetter([...name].at(-1))) return `${name} ${MARATHI[ending]}`;
  const words = name.split(' ');
  const lastWord = words.at(-1) ?? name;
  const stem = [...words.slice(0, -1), MARATHI_OBLIQUE[lastWord] ?? lastWord].join(' ');
  return `${stem}${MARATHI[ending]}`;
}

function joinOne(name: string, ending: CaseEnding, locale: LocaleCode): string {
  switch (locale) {
    case 'ta': {
      const joined = tamilLocative(name);
      return ending === 'located' ? `${joined} ${TAMIL_LOCATED}` : joined;
    }
    case 'te':
      return telugu(name, ending);
    case 'mr':
      return marathi(name, ending);
    case 'hi':
    case 'pa':
      return `${name} ${SEPARATE[locale][ending]}`;
    case 'en':
      return `in ${name}`;
  }
}

/** "Udaipur (Tripura)": the ending goes on the name, before the bracket. */
const BRACKETED = /^(.*\S)\s*(\([^()]*\))$/u;

/**
 * `name` with the case ending of `locale` ("मुंबई", 'in', 'mr' → "मुंबईमध्ये"). A name left in Latin letters (a place
 * the table does not translate) keeps the ending apart: "Rampur-இல்", "Rampur లో", "Rampur मध्ये".
 */
export function joinCaseEnding(name: string, ending: CaseEnding, locale: LocaleCode): string {
  const trimmed = name.trim();
  if (trimmed === '') return trimmed;
  const bracketed = BRACKETED.exec(trimmed);
  if (bracketed && locale === 'ta') {
    return `${tamilLocative(bracketed[1])} ${bracketed[2]}${ending === 'located' ? ` ${TAMIL_LOCATED}` : ''}`;
  }
  if (bracketed && locale !== 'en') return `${joinOne(bracketed[1], ending, locale)} ${bracketed[2]}`;
  return joinOne(trimmed, ending, locale);
}

/** Whether a template's format name (`{{city, in}}`) is one of the case endings. */
export function isCaseEnding(format: string): format is CaseEnding {
  return (CASE_ENDINGS as readonly string[]).includes(format);
}
