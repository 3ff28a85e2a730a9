import { transliterateIndic } from '../src/search/transliterate';
import { prefixTsQuery, searchText, soundKey } from '../src/search/search-text';

describe('Indic → Latin transliteration', () => {
  it.each([
    ['devanagari', 'टाटा ऐस', 'tata ais'],
    ['devanagari', 'महिंद्रा बोलेरो', 'mahindra bolero'],
    ['devanagari', 'अशोक लेलैंड', 'ashok lelaind'],
    ['devanagari', 'बस', 'bas'],
    ['devanagari', 'ट्रक', 'trak'],
    ['gurmukhi', 'ਟਾਟਾ ਏਸ', 'tata es'],
    ['gurmukhi', 'ਮਹਿੰਦਰਾ', 'mahindara'],
    ['gurmukhi', 'ਇਕ', 'ik'],
    ['tamil', 'டாடா ஏஸ்', 'tata es'],
    ['tamil', 'மஹிந்திரா', 'mahintira'],
    ['telugu', 'టాటా ఏస్', 'tata es'],
    ['telugu', 'మహీంద్రా', 'mahindra'],
  ])('%s: %s → %s', (_script, indic, latin) => {
    expect(transliterateIndic(indic)).toBe(latin);
  });

  it('reads the digits of each script', () => {
    expect(transliterateIndic('४८२५ ੪੮੨੫ ௪௮௨௫ ౪౮౨౫')).toBe('4825 4825 4825 4825');
  });

  it('drops a nukta, keeping the letter under it', () => {
    expect(transliterateIndic('ज़ीरो')).toBe('jiro');
  });

  it('leaves Latin text and punctuation alone', () => {
    expect(transliterateIndic('Tata Ace (Gold) – टाटा')).toBe('Tata Ace (Gold) – tata');
  });
});

describe('search text and sound keys', () => {
  it('normalises names to lower-case Latin words', () => {
    expect(searchText('Volvo FMX 500 8×4')).toBe('volvo fmx 500 8x4');
    expect(searchText('Mahindra Bolero Pik-Up')).toBe('mahindra bolero pik up');
    expect(searchText('  Škoda   Dost+ ')).toBe('skoda dost');
    expect(searchText('महिंद्रा बोलेरो')).toBe('mahindra bolero');
  });

  it('gives the English name and all four scripts the same sound key', () => {
    const english = soundKey(searchText('Tata Ace'));
    expect(english).toBe('tata as');
    for (const query of ['टाटा ऐस', 'ਟਾਟਾ ਏਸ', 'டாடா ஏஸ்', 'టాటా ఏస్']) {
      expect(soundKey(searchText(query))).toBe(english);
    }
  });

  it('brings common misspellings together', () => {
    expect(soundKey('ashok leylend')).toBe(soundKey('ashok leyland'));
    expect(soundKey('ashok lelaind')).toBe(soundKey('ashok leyland'));
    expect(soundKey('mahindra')).not.toBe(soundKey('eicher'));
  });

  it('builds a prefix full-text query only from plain words', () => {
    expect(prefixTsQuery('tata ac')).toBe('tata:* & ac:*');
    expect(prefixTsQuery('')).toBeNull();
  });
});
