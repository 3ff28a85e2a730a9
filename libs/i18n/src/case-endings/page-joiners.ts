import type { LocaleCode } from '@cvb/contracts';
import { en } from './by-locale/en';
import { joinWith } from './join-with';
import type { CaseEnding, Joiner } from './types';

/**
 * The case-ending rules a page has loaded: English is always there, every other language's comes with its common
 * texts (place-texts.ts), so a page downloads no other language's letters.
 */
const loaded = new Map<LocaleCode, Joiner>([['en', en]]);

export function registerJoiner(locale: LocaleCode, joiner: Joiner): void {
  loaded.set(locale, joiner);
}

/** `name` with `locale`'s ending as the page loaded it; the bare name while that language is not loaded yet. */
export function joinLoaded(name: string, ending: CaseEnding, locale: LocaleCode): string {
  const joiner = loaded.get(locale);
  return joiner ? joinWith(joiner, name, ending) : name.trim();
}
