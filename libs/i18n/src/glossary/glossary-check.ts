import type { LocaleCode } from '@cvb/contracts';
import type { NamespaceResources } from '../create-i18n';
import { GLOSSARY_TERMS } from './glossary-terms';
import type { GlossaryEntry, GlossaryTermId, LanguageGlossary } from './glossary-types';

export type TranslatedLocale = Exclude<LocaleCode, 'en'>;

/** One text that does not follow its language's glossary. */
export interface GlossaryFinding {
  source: string;
  key: string;
  locale: TranslatedLocale;
  problem: string;
}

/** Languages whose plural rules give `one` for 0 ("0 ट्रक मिला"): their counts need a `_zero` form. */
export const LOCALES_NEEDING_ZERO: readonly TranslatedLocale[] = ['hi', 'pa'];

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ');

function termProblems(english: string, text: string, glossary: LanguageGlossary): string[] {
  const problems: string[] = [];
  const plain = withoutPlaceholders(text);
  const englishWords = withoutPlaceholders(english);
  const terms = Object.entries(glossary.terms) as [GlossaryTermId, GlossaryEntry | undefined][];
  for (const [id, entry] of terms) {
    const term = GLOSSARY_TERMS[id];
    if (!entry || !term.test(englishWords)) continue;
    const avoided = (entry.avoid ?? []).filter((word) => plain.includes(word));
    for (const word of avoided) problems.push(`${id}: "${word}" instead of "${entry.use ?? '—'}"`);
    // A text quoting the English word itself (CSV column names) names it rather than translating it.
    const quotesEnglish = term.test(plain);
    if (entry.use && !avoided.length && !quotesEnglish && !plain.includes(entry.use)) {
      problems.push(`${id}: lacks "${entry.use}"`);
    }
  }
  for (const rule of glossary.never ?? []) {
    const hit = typeof rule.text === 'string' ? text.includes(rule.text) : rule.text.test(text);
    if (hit) problems.push(`never "${String(rule.text)}": ${rule.why}`);
  }
  return problems;
}

/**
 * Every text of `resources` checked against the glossaries: a text whose English has a glossary term
 * must use the language's word for it and none of the words it avoids; `never` words are wrong
 * anywhere; in `LOCALES_NEEDING_ZERO` every `_one` count has a `_zero` form.
 */
export function glossaryFindings(
  source: string,
  resources: NamespaceResources,
  glossaries: Record<TranslatedLocale, LanguageGlossary>,
): GlossaryFinding[] {
  const english = new Map(leaves(resources.en));
  const findings: GlossaryFinding[] = [];
  for (const locale of Object.keys(glossaries) as TranslatedLocale[]) {
    const texts = new Map(leaves(resources[locale]));
    for (const [key, text] of texts) {
      const en = english.get(key) ?? '';
      for (const problem of termProblems(en, text, glossaries[locale])) {
        findings.push({ source, key, locale, problem });
      }
    }
    if (!LOCALES_NEEDING_ZERO.includes(locale)) continue;
    for (const key of texts.keys()) {
      const zero = key.replace(/_one$/, '_zero');
      if (key.endsWith('_one') && !texts.has(zero)) {
        findings.push({
          source,
          key: zero,
          locale,
          problem: 'plural: 0 takes the "_one" form; add a "_zero" form',
        });
      }
    }
  }
  return findings;
}

/** "src/x.ts#texts model.variant [ta] variant: …", one line per finding. */
export function describeFinding(finding: GlossaryFinding): string {
  return `${finding.source} ${finding.key} [${finding.locale}] ${finding.problem}`;
}
