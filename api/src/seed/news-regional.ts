import type { LocaleCode } from '@cvb/contracts';
import type { NewsText } from './news-stories';
import { marathiNews } from './news-regional-mr';
import { punjabiNews } from './news-regional-pa';
import { tamilNews } from './news-regional-ta';
import { teluguNews } from './news-regional-te';

type RegionalLocale = Exclude<LocaleCode, 'en' | 'hi'>;

/** The first news seed's stories in Marathi, Punjabi, Tamil and Telugu, keyed by story slug. */
export const regionalNews: Record<RegionalLocale, Record<string, NewsText>> = {
  mr: marathiNews,
  pa: punjabiNews,
  ta: tamilNews,
  te: teluguNews,
};
