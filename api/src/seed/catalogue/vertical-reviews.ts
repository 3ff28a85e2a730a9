import { CONTENT_LOCALES, type ContentLocale, type ModelContent } from './content-words';

const TITLE: Record<ContentLocale, (name: string) => string> = {
  en: (name) => `${name} expert review`,
  hi: (name) => `${name} विशेषज्ञ समीक्षा`,
  mr: (name) => `${name} तज्ज्ञ पुनरावलोकन`,
  pa: (name) => `${name} ਮਾਹਿਰ ਸਮੀਖਿਆ`,
  ta: (name) => `${name} நிபுணர் மதிப்புரை`,
  te: (name) => `${name} నిపుణుల సమీక్ష`,
};
const LIKE: Record<ContentLocale, [like: string, watch: string]> = {
  en: ['What we like', 'What to watch'],
  hi: ['क्या पसंद आया', 'किस बात का ध्यान रखें'],
  mr: ['काय आवडले', 'कशाकडे लक्ष द्यावे'],
  pa: ['ਕੀ ਪਸੰਦ ਆਇਆ', 'ਕਿਸ ਗੱਲ ਦਾ ਧਿਆਨ ਰੱਖੋ'],
  ta: ['பிடித்தவை', 'கவனிக்க வேண்டியவை'],
  te: ['మాకు నచ్చినవి', 'గమనించాల్సినవి'],
};
/** How a sentence ends: the danda in Hindi and Punjabi, a full stop elsewhere. */
const STOP: Record<ContentLocale, string> = { en: '.', hi: '।', mr: '.', pa: '।', ta: '.', te: '.' };
const AUTHORS = ['Rohit Sharma', 'Anjali Deshpande', 'Gurpreet Singh', 'K. Senthil Kumar', 'Srinivas Reddy'];

const listOf = (items: string[]) => items.join('; ');

/** An expert review's title and verdict in one language, written from the model's content in that language. */
export function reviewText(
  name: string,
  locale: ContentLocale,
  { description, pros, cons }: Pick<ModelContent, 'description' | 'pros' | 'cons'>,
): { title: string; verdict: string } {
  const [like, watch] = LIKE[locale];
  const stop = STOP[locale];
  return {
    title: TITLE[locale](name),
    verdict: `${description} ${like}: ${listOf(pros)}${stop} ${watch}: ${listOf(cons)}${stop}`,
  };
}

/** The expert review of a bus or three-wheeler model, in English with the other five languages alongside. */
export function verticalExpertReview(
  model: { name: string; slug: string; fuelType: string; status: string },
  index: number,
  content: (locale: ContentLocale) => ModelContent,
) {
  const text = (locale: ContentLocale) => reviewText(model.name, locale, content(locale));
  const localized: Partial<Record<string, { title: string; verdict: string }>> = {};
  for (const locale of CONTENT_LOCALES) if (locale !== 'en') localized[locale] = text(locale);
  const day = String(1 + (index % 28)).padStart(2, '0');
  const month = String(1 + (index % 10)).padStart(2, '0');
  return {
    ...text('en'),
    localized,
    author: AUTHORS[index % AUTHORS.length],
    rating: Math.round((3.6 + ((index * 7) % 13) / 10) * 10) / 10,
    publishedAt: `2025-${month}-${day}`,
  };
}
