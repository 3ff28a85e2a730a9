/** What the media desk edits besides news and articles (those are on the news desk). */
export const ADMIN_MEDIA_KINDS = ['videos', 'web-stories', 'expert-reviews'] as const;
