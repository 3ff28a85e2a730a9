import { RANGE_NOUNS, type LocaleCode, type VehicleVertical } from '@cvb/contracts';

/** What a catalogue video is about (`videos.topic`): a model's video, or `range` for a brand's. */
export const VIDEO_TOPICS = [
  'review',
  'walkaround',
  'mileage-test',
  'price-features',
  'owner-review',
  'field-test',
  'site-test',
  'operator-review',
  'range',
] as const;
export type VideoTopic = (typeof VIDEO_TOPICS)[number];
type ModelTopic = Exclude<VideoTopic, 'range'>;

export const isVideoTopic = (value: string | null): value is VideoTopic =>
  value !== null && (VIDEO_TOPICS as readonly string[]).includes(value);

/** The topic after the model's name ("Ace Gold Review"); hp, brand and model names stay in Latin letters. */
const TOPIC_WORDS: Record<ModelTopic, Record<LocaleCode, string>> = {
  review: { en: 'Review', hi: 'समीक्षा', mr: 'पुनरावलोकन', pa: 'ਸਮੀਖਿਆ', ta: 'மதிப்புரை', te: 'సమీక్ష' },
  walkaround: {
    en: 'Walkaround',
    hi: 'वॉकअराउंड',
    mr: 'जवळून पाहणी',
    pa: 'ਨੇੜਿਓਂ ਝਾਤ',
    ta: 'அருகில் ஒரு பார்வை',
    te: 'దగ్గరగా ఒక చూపు',
  },
  'mileage-test': {
    en: 'Mileage Test',
    hi: 'माइलेज टेस्ट',
    mr: 'मायलेज चाचणी',
    pa: 'ਮਾਈਲੇਜ ਟੈਸਟ',
    ta: 'மைலேஜ் சோதனை',
    te: 'మైలేజ్ పరీక్ష',
  },
  'price-features': {
    en: 'Price & Features',
    hi: 'कीमत और फीचर्स',
    mr: 'किंमत आणि वैशिष्ट्ये',
    pa: 'ਕੀਮਤ ਅਤੇ ਫੀਚਰ',
    ta: 'விலையும் அம்சங்களும்',
    te: 'ధర, ఫీచర్లు',
  },
  'owner-review': {
    en: 'Owner Review',
    hi: 'मालिक की समीक्षा',
    mr: 'मालकाचे पुनरावलोकन',
    pa: 'ਮਾਲਕ ਦੀ ਸਮੀਖਿਆ',
    ta: 'உரிமையாளர் மதிப்புரை',
    te: 'యజమాని సమీక్ష',
  },
  'field-test': {
    en: 'Field Test',
    hi: 'खेत में टेस्ट',
    mr: 'शेतातील चाचणी',
    pa: 'ਖੇਤ ਵਿੱਚ ਟੈਸਟ',
    ta: 'வயல் சோதனை',
    te: 'పొలంలో పరీక్ష',
  },
  'site-test': {
    en: 'Site Test',
    hi: 'साइट पर टेस्ट',
    mr: 'साइटवरील चाचणी',
    pa: 'ਸਾਈਟ ’ਤੇ ਟੈਸਟ',
    ta: 'பணித்தளச் சோதனை',
    te: 'సైట్‌లో పరీక్ష',
  },
  'operator-review': {
    en: 'Operator Review',
    hi: 'ऑपरेटर की समीक्षा',
    mr: 'ऑपरेटरचे पुनरावलोकन',
    pa: 'ਆਪਰੇਟਰ ਦੀ ਸਮੀਖਿਆ',
    ta: 'ஆபரேட்டர் மதிப்புரை',
    te: 'ఆపరేటర్ సమీక్ష',
  },
};

/**
 * A brand video's title: the brand, what its range is called (`RANGE_NOUNS`, Telugu in the oblique form
 * "…ల శ్రేణి"), and the question the video answers.
 */
export const RANGE_TITLES: Record<LocaleCode, (brand: string, noun: string) => string> = {
  en: (b, n) => `${b} ${n} range explained: which one should you buy?`,
  hi: (b, n) => `${b} ${n} रेंज: कौन सा खरीदें?`,
  mr: (b, n) => `${b} ${n} श्रेणी: कोणता घ्यावा?`,
  pa: (b, n) => `${b} ${n} ਰੇਂਜ: ਕਿਹੜਾ ਖਰੀਦੀਏ?`,
  ta: (b, n) => `${b} ${n} வரிசை: எதை வாங்கலாம்?`,
  te: (b, n) => `${b} ${n} శ్రేణి: ఏది కొనాలి?`,
};

/**
 * A catalogue video's title in a language, from its topic and the catalogue's name of what it shows (the model's
 * name, or the brand's for `range`). The seed writes the English one into `videos.title` with this same function.
 */
export function videoTitle(
  topic: VideoTopic,
  subject: string,
  vertical: VehicleVertical,
  locale: LocaleCode,
): string {
  if (topic === 'range') return RANGE_TITLES[locale](subject, RANGE_NOUNS[vertical][locale]);
  return `${subject} ${TOPIC_WORDS[topic][locale]}`;
}
