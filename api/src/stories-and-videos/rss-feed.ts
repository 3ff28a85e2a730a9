import type { LocaleCode, StoryCard } from '@cvb/contracts';
import { escapeXml, localePath } from './site-origin';
import { storyPath } from './story-queries';

export interface FeedOptions {
  origin: string;
  locale: LocaleCode;
  title: string;
  description: string;
  /** Site path of the page the feed belongs to, e.g. /news. */
  pagePath: string;
  /** Path of the feed itself, with its query. */
  selfPath: string;
}

/** An RSS 2.0 document of stories, newest first, with absolute links to their pages and pictures. */
export function renderRss(stories: StoryCard[], options: FeedOptions): string {
  const { origin, locale } = options;
  const items = stories.map((story) => {
    const link = `${origin}${localePath(locale, storyPath(story.kind, story.slug))}`;
    return [
      '<item>',
      `<title>${escapeXml(story.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<description>${escapeXml(story.summary)}</description>`,
      `<category>${escapeXml(story.category)}</category>`,
      `<dc:creator>${escapeXml(story.author.name)}</dc:creator>`,
      `<pubDate>${new Date(story.publishedAt).toUTCString()}</pubDate>`,
      `<enclosure url="${escapeXml(`${origin}${story.image.src}`)}" type="image/webp" length="0"/>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(options.title)}</title>`,
    `<link>${escapeXml(`${origin}${localePath(locale, options.pagePath)}`)}</link>`,
    `<description>${escapeXml(options.description)}</description>`,
    `<language>${locale}-IN</language>`,
    `<atom:link href="${escapeXml(`${origin}${options.selfPath}`)}" rel="self" type="application/rss+xml"/>`,
    stories[0] ? `<lastBuildDate>${new Date(stories[0].publishedAt).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
