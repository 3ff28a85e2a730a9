import type { LocaleCode } from '@cvb/contracts';
import { englishNews } from './news-english';
import { hindiNews } from './news-hindi';
import { regionalNews } from './news-regional';
import { NEWS_IMAGE, newsStories, type NewsText } from './news-stories';

export interface NewsArticleSeed extends NewsText {
  slug: string;
  locale: LocaleCode;
  category: string;
  author: string;
  image: string;
  publishedAt: Date;
}

const textsByLocale: Record<LocaleCode, Record<string, NewsText>> = {
  en: englishNews,
  hi: hindiNews,
  ...regionalNews,
};

/** Every story in every locale it has been written in; a story keeps its slug across locales. */
export function newsArticleSeeds(): NewsArticleSeed[] {
  return newsStories.flatMap((story) =>
    Object.entries(textsByLocale).flatMap(([locale, texts]) => {
      const text = texts[story.slug];
      if (!text) return [];
      return [
        {
          ...text,
          slug: story.slug,
          locale: locale as LocaleCode,
          category: story.category,
          author: story.author,
          image: NEWS_IMAGE,
          publishedAt: new Date(story.publishedAt),
        },
      ];
    }),
  );
}
