import { resolve } from 'node:path';
import { describeSentenceStop, latinSentenceStops, sentenceStopFindings } from './sentence-stops';
import { loadTextModules } from './text-modules';

const REPO_ROOT = resolve(__dirname, '../../../..');

describe('latinSentenceStops', () => {
  it('finds a Hindi or Punjabi sentence that ends with a Latin full stop', () => {
    expect(latinSentenceStops('कीमत जल्द घोषित होगी.')).toEqual(['कीमत जल्द घोषित होगी.']);
    expect(latinSentenceStops('ਧੰਨਵਾਦ. ਡੀਲਰ ਜਲਦੀ ਕਾਲ ਕਰੇਗਾ।')).toEqual(['ਧੰਨਵਾਦ.']);
    expect(latinSentenceStops('{{count}} मॉडल मिले.')).toEqual(['{{count}} मॉडल मिले.']);
    expect(latinSentenceStops('<p>यह Tata Ace Gold है.</p>')).toEqual(['यह Tata Ace Gold है.']);
    expect(latinSentenceStops('सबसे सस्ता मॉडल Tata Ace.')).toEqual(['सबसे सस्ता मॉडल Tata Ace.']);
  });

  it('leaves numbers, abbreviations, ellipses, a danda and texts without the script alone', () => {
    expect(latinSentenceStops('कीमत ₹4.5 लाख से शुरू होती है।')).toEqual([]);
    expect(latinSentenceStops('लॉन्च: 2025.')).toEqual([]);
    expect(latinSentenceStops('डॉ. शर्मा, Tata Motors Pvt. Ltd. और 10 कि.मी. दूर')).toEqual([]);
    expect(latinSentenceStops('लोड हो रहा है...')).toEqual([]);
    expect(latinSentenceStops('Rs. 500 only.')).toEqual([]);
    expect(latinSentenceStops('cvbazaar.in पर देखें।')).toEqual([]);
  });
});

describe('every text module of the repo', () => {
  it('ends its Hindi and Punjabi sentences with "।", not "."', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const modules = await loadTextModules(REPO_ROOT, (path) => require(path));
    expect(modules.length).toBeGreaterThanOrEqual(15);
    const found = new Set<string>();
    for (const module of modules) {
      for (const finding of sentenceStopFindings(module.source, module.resources)) {
        found.add(describeSentenceStop(finding));
      }
    }
    expect([...found]).toEqual([]);
  });
});
