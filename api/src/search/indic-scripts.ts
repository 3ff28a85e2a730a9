/**
 * Latin spellings of the letters of four Indic scripts, tuned for matching model and brand names as the
 * trade spells them in English: long vowels are written as short ones (टाटा → tata, not taataa) and
 * nasal marks become n (महिंद्रा → mahindra). Letters with a nukta (ज़, ਸ਼) are read as the letter without it:
 * input is NFC-normalised, which splits them, and the nukta is dropped.
 */
export interface IndicScript {
  name: 'devanagari' | 'gurmukhi' | 'tamil' | 'telugu';
  /** First and last code point of the Unicode block. */
  block: readonly [number, number];
  /** Consonants, without their inherent vowel. */
  consonants: Readonly<Record<string, string>>;
  /** Vowels written as letters of their own (at the start of a syllable). */
  vowels: Readonly<Record<string, string>>;
  /** Vowel signs that replace a consonant's inherent vowel. */
  vowelSigns: Readonly<Record<string, string>>;
  /** The mark that removes a consonant's inherent vowel. */
  virama: string;
  /** Other marks and what they add (anusvara → n); marks mapped to '' are dropped. */
  marks: Readonly<Record<string, string>>;
  /** Code point of the script's digit zero. */
  digitZero: number;
  /**
   * Hindi and Punjabi drop the inherent vowel of a word's last consonant (बस → bas); Tamil and Telugu write
   * that consonant with a virama when it is silent, so there the inherent vowel is always spoken.
   */
  dropsFinalInherentVowel: boolean;
}

// prettier-ignore
export const DEVANAGARI: IndicScript = {
  name: 'devanagari',
  block: [0x0900, 0x097f],
  consonants: {
    क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n',
    च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
    ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
    त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
    प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm',
    य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
    श: 'sh', ष: 'sh', स: 's', ह: 'h',
  },
  vowels: {
    अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri',
    ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o', ऍ: 'e',
  },
  vowelSigns: {
    'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri',
    'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ॅ': 'e',
  },
  virama: '्',
  marks: { 'ं': 'n', 'ँ': 'n', 'ः': 'h', '़': '', 'ऽ': '' },
  digitZero: 0x0966,
  dropsFinalInherentVowel: true,
};

// prettier-ignore
export const GURMUKHI: IndicScript = {
  name: 'gurmukhi',
  block: [0x0a00, 0x0a7f],
  consonants: {
    ਕ: 'k', ਖ: 'kh', ਗ: 'g', ਘ: 'gh', ਙ: 'n',
    ਚ: 'ch', ਛ: 'chh', ਜ: 'j', ਝ: 'jh', ਞ: 'n',
    ਟ: 't', ਠ: 'th', ਡ: 'd', ਢ: 'dh', ਣ: 'n',
    ਤ: 't', ਥ: 'th', ਦ: 'd', ਧ: 'dh', ਨ: 'n',
    ਪ: 'p', ਫ: 'ph', ਬ: 'b', ਭ: 'bh', ਮ: 'm',
    ਯ: 'y', ਰ: 'r', ਲ: 'l', ਵ: 'v', ੜ: 'r',
    ਸ: 's', ਹ: 'h',
    // ੲ and ੳ only carry a vowel sign (ਇ is ੲ + ਿ): no sound of their own.
    ੲ: '', ੳ: '',
  },
  vowels: {
    ਅ: 'a', ਆ: 'a', ਇ: 'i', ਈ: 'i', ਉ: 'u', ਊ: 'u',
    ਏ: 'e', ਐ: 'ai', ਓ: 'o', ਔ: 'au',
  },
  vowelSigns: {
    'ਾ': 'a', 'ਿ': 'i', 'ੀ': 'i', 'ੁ': 'u', 'ੂ': 'u', 'ੇ': 'e', 'ੈ': 'ai', 'ੋ': 'o', 'ੌ': 'au',
  },
  virama: '੍',
  // Tippi and bindi nasalise; addak doubles the next consonant, which a search spelling can ignore.
  marks: { 'ੰ': 'n', 'ਂ': 'n', 'ਃ': 'h', 'ੱ': '', '਼': '' },
  digitZero: 0x0a66,
  dropsFinalInherentVowel: true,
};

// prettier-ignore
export const TAMIL: IndicScript = {
  name: 'tamil',
  block: [0x0b80, 0x0bff],
  consonants: {
    க: 'k', ங: 'n', ச: 'ch', ஞ: 'n', ட: 't', ண: 'n', த: 't', ந: 'n',
    ப: 'p', ம: 'm', ய: 'y', ர: 'r', ல: 'l', வ: 'v', ழ: 'l', ள: 'l', ற: 'r', ன: 'n',
    ஜ: 'j', ஷ: 'sh', ஸ: 's', ஹ: 'h', ஶ: 'sh',
  },
  vowels: {
    அ: 'a', ஆ: 'a', இ: 'i', ஈ: 'i', உ: 'u', ஊ: 'u',
    எ: 'e', ஏ: 'e', ஐ: 'ai', ஒ: 'o', ஓ: 'o', ஔ: 'au',
  },
  vowelSigns: {
    'ா': 'a', 'ி': 'i', 'ீ': 'i', 'ு': 'u', 'ூ': 'u',
    'ெ': 'e', 'ே': 'e', 'ை': 'ai', 'ொ': 'o', 'ோ': 'o', 'ௌ': 'au',
  },
  virama: '்',
  marks: { 'ஂ': 'n', 'ஃ': '' },
  digitZero: 0x0be6,
  dropsFinalInherentVowel: false,
};

// prettier-ignore
export const TELUGU: IndicScript = {
  name: 'telugu',
  block: [0x0c00, 0x0c7f],
  consonants: {
    క: 'k', ఖ: 'kh', గ: 'g', ఘ: 'gh', ఙ: 'n',
    చ: 'ch', ఛ: 'chh', జ: 'j', ఝ: 'jh', ఞ: 'n',
    ట: 't', ఠ: 'th', డ: 'd', ఢ: 'dh', ణ: 'n',
    త: 't', థ: 'th', ద: 'd', ధ: 'dh', న: 'n',
    ప: 'p', ఫ: 'ph', బ: 'b', భ: 'bh', మ: 'm',
    య: 'y', ర: 'r', ఱ: 'r', ల: 'l', ళ: 'l', వ: 'v',
    శ: 'sh', ష: 'sh', స: 's', హ: 'h',
  },
  vowels: {
    అ: 'a', ఆ: 'a', ఇ: 'i', ఈ: 'i', ఉ: 'u', ఊ: 'u', ఋ: 'ri',
    ఎ: 'e', ఏ: 'e', ఐ: 'ai', ఒ: 'o', ఓ: 'o', ఔ: 'au',
  },
  vowelSigns: {
    'ా': 'a', 'ి': 'i', 'ీ': 'i', 'ు': 'u', 'ూ': 'u', 'ృ': 'ri',
    'ె': 'e', 'ే': 'e', 'ై': 'ai', 'ొ': 'o', 'ో': 'o', 'ౌ': 'au',
  },
  virama: '్',
  marks: { 'ం': 'n', 'ఁ': 'n', 'ః': 'h' },
  digitZero: 0x0c66,
  dropsFinalInherentVowel: false,
};

export const INDIC_SCRIPTS: readonly IndicScript[] = [DEVANAGARI, GURMUKHI, TAMIL, TELUGU];
