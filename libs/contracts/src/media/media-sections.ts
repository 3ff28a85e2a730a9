/** The kinds of story: a news item or an article. */
export const STORY_KINDS = ['news', 'article'] as const;
export type StoryKind = (typeof STORY_KINDS)[number];

/** The three sub-sections of /articles (docs/domain.md#pages). */
export const ARTICLE_CATEGORIES = ['bestofs', 'tips-advice', 'features'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const NEWS_CATEGORIES = [
  'policy',
  'industry',
  'electric',
  'launch',
  'events',
  'fuel',
  'tractor',
  'sales',
] as const;

export const VIDEO_SECTIONS = ['review', 'walkaround', 'news', 'tips', 'comparison', 'launch'] as const;
export type VideoSection = (typeof VIDEO_SECTIONS)[number];
