import { resolve } from 'node:path';
import type { NamespaceResources } from '../create-i18n';
import { describeFinding, GLOSSARIES, glossaryFindings } from './index';
import { loadTextModules } from './text-modules';

const REPO_ROOT = resolve(__dirname, '../../../..');

/**
 * Findings in text modules other teams are still writing (reported to them), as `describeFinding`
 * prints them without the source. Remove a line once its text follows the glossary: the test fails
 * while a listed finding no longer occurs, so this list only shrinks.
 */
const PENDING: readonly string[] = [];

function texts(en: Record<string, unknown>, other: Record<string, unknown>): NamespaceResources {
  return { en, hi: other, mr: other, pa: other, ta: other, te: other };
}

describe('glossaryFindings', () => {
  const problemsOf = (resources: NamespaceResources, locale = 'ta') =>
    glossaryFindings('x.ts', resources, GLOSSARIES)
      .filter((finding) => finding.locale === locale)
      .map((finding) => `${finding.key}: ${finding.problem}`);

  it('flags another word for a glossary term, in the texts whose English has the term', () => {
    const resources = texts(
      { model: { variant: 'Variant', body: 'Body type' } },
      { model: { variant: 'வகை', body: 'வகை' } },
    );
    expect(problemsOf(resources)).toEqual(['model.variant: variant: "வகை" instead of "வேரியண்ட"']);
  });

  it("flags a text that lacks the language's word", () => {
    const resources = texts({ title: 'Truck EMI calculator' }, { title: 'லாரி இஎம்ஐ கணிப்பு' });
    expect(problemsOf(resources)).toEqual(['title: emiCalculator: lacks "இஎம்ஐ கால்குலேட்டர்"']);
  });

  it('accepts inflected forms, placeholders and English column names', () => {
    const resources = texts(
      {
        a: 'Compare {{count}} variants',
        b: 'Columns: model, variant, city',
        c: 'Request a callback from {{dealer}}',
      },
      { a: '{{count}} வேரியண்டுகளை ஒப்பிடுக', b: 'நெடுவரிசைகள்: model, variant, city', c: '{{dealer}} அழைப்பு' },
    );
    expect(problemsOf(resources)).toEqual([]);
  });

  it('flags words that are wrong anywhere, and prices glued to a case suffix', () => {
    const resources = texts(
      { a: 'Under {{price}}', b: '{{brand}} dealers in {{city}}' },
      { a: '{{price}}க்குக் கீழ்', b: '{{city}}లో {{brand}} డీలర్లు டீலர்' },
    );
    expect(problemsOf(resources, 'ta')).toEqual([expect.stringMatching(/^a: never .*price placeholder/)]);
    expect(problemsOf(resources, 'te')).toEqual([
      expect.stringMatching(/^b: never .*a place takes లో joined/),
    ]);
  });

  it("asks for a place's case ending through the format, not written by hand", () => {
    const resources = texts(
      { a: 'Price in {{city}}', b: 'Markets in {{state}}' },
      { a: '{{city}}-இல் விலை', b: '{{state, located}} சந்தைகள்' },
    );
    expect(problemsOf(resources, 'ta')).toEqual([
      expect.stringMatching(/^a: never .*write "\{\{city, in\}\}"/),
    ]);
  });

  it('asks for the rupee sign rather than "Rs"', () => {
    const resources = texts(
      { promo: 'Win a voucher worth ₹{{amount}}' },
      { promo: 'Rs {{amount}} का वाउचर' },
    );
    expect(problemsOf(resources, 'hi')).toEqual([expect.stringMatching(/^promo: never .*rupee sign/)]);
  });

  it('asks Hindi and Punjabi, not Tamil, for a zero form of every count', () => {
    const resources = texts(
      { n_one: '{{count}} model', n_other: '{{count}} models' },
      { n_one: 'x', n_other: 'y' },
    );
    expect(problemsOf(resources, 'hi')).toEqual([
      'n_zero: plural: 0 takes the "_one" form; add a "_zero" form',
    ]);
    expect(problemsOf(resources, 'pa')).toHaveLength(1);
    expect(problemsOf(resources, 'ta')).toEqual([]);
  });
});

describe('every text module of the repo', () => {
  it('follows the glossary of its language', async () => {
    // jest's own require: it compiles the TypeScript text modules on the fly.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const modules = await loadTextModules(REPO_ROOT, (path) => require(path));
    const sources = modules.map((module) => module.source);
    // Discovery works: the shared, catalogue, lead-form and shell texts are all found.
    expect(modules.length).toBeGreaterThanOrEqual(15);
    for (const expected of [
      'libs/i18n/src/common-resources.ts',
      'libs/vehicle-catalogue/',
      'libs/lead-forms/',
      'shell/src/',
    ]) {
      expect(sources.some((source) => source.startsWith(expected))).toBe(true);
    }
    // One text may be reached through an eager and a lazy module: report it once.
    const found = new Map<string, string>();
    for (const module of modules) {
      for (const finding of glossaryFindings(module.source, module.resources, GLOSSARIES)) {
        const line = describeFinding(finding).slice(finding.source.length + 1);
        if (!found.has(line)) found.set(line, describeFinding(finding));
      }
    }
    const unexpected = [...found].filter(([line]) => !PENDING.includes(line)).map(([, full]) => full);
    expect(unexpected).toEqual([]);
    expect(PENDING.filter((line) => !found.has(line))).toEqual([]);
  });
});
