import { LOCALE_CODES } from '@cvb/contracts';
import { describeFinding, GLOSSARIES, glossaryFindings } from '@cvb/i18n/glossary';
import { en } from './en';
import { hi } from './hi';
import { mr } from './mr';
import { pa } from './pa';
import { ta } from './ta';
import { te } from './te';
import { fill, seoTextsOf } from './seo-texts';

const TEXTS = { en: { ...en }, hi: { ...hi }, mr: { ...mr }, pa: { ...pa }, ta: { ...ta }, te: { ...te } };

/** Every text of a tree with its dotted key. */
function leaves(node: unknown, key = ''): [string, string][] {
  if (typeof node === 'string') return [[key, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([child, value]) => leaves(value, key ? `${key}.${child}` : child));
}

describe('SEO texts', () => {
  it('follow the glossary of each language (the words of the catalogue pages)', () => {
    const findings = glossaryFindings('api/src/seo/texts', TEXTS, GLOSSARIES).map(describeFinding);
    expect(findings).toEqual([]);
  });

  it('are written in every language, not copied from English, with the same placeholders', () => {
    const english = new Map(leaves(en));
    for (const locale of LOCALE_CODES.filter((code) => code !== 'en')) {
      const translated = new Map(leaves(seoTextsOf(locale)));
      expect([...translated.keys()]).toEqual([...english.keys()]);
      for (const [key, text] of translated) {
        const source = english.get(key) ?? '';
        const marks = (value: string) =>
          [...value.matchAll(/\{\{(\w+)(?:, \w+)?\}\}/g)].map((match) => match[1]).sort();
        expect({ locale, key, marks: marks(text) }).toEqual({ locale, key, marks: marks(source) });
        // A title that is only placeholders ("{{name}}, {{role}}") reads the same in every language.
        if (source.replace(/\{\{[^}]+\}\}|[\s,:|]/g, '') !== '')
          expect({ locale, key, text }).not.toEqual({ locale, key, text: source });
      }
    }
  });

  it('fill their placeholders and leave a missing one out', () => {
    expect(fill('{{title}} | {{site}}', { title: 'Trucks', site: 'CV Bazaar' })).toBe('Trucks | CV Bazaar');
    expect(fill('{{name}} price', {})).toBe('price');
  });

  it('join a place and its case ending in Tamil, Telugu and Marathi', () => {
    const values = { city: 'மும்பை', name: 'Tata Ace', price: '₹5 லட்சம்' };
    expect(fill(ta.vehicle.modelTitleWithoutPrice, values, 'ta')).toMatch(/^மும்பையில் Tata Ace விலை/);
    expect(fill(te.fuel.place.diesel.title, { place: 'హైదరాబాద్', price: '₹95' }, 'te')).toMatch(
      /^హైదరాబాద్\u200Cలో /,
    );
    expect(fill(mr.fuel.place.diesel.description, { place: 'पुणे', price: '₹95', date: '1' }, 'mr')).toContain(
      'पुण्यात डिझेल',
    );
  });
});
