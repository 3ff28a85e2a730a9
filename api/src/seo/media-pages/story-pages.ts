import type { StoryKind } from '@cvb/contracts';
import { expertReviewDetail, expertReviewPage } from '../../stories-and-videos/expert-review-queries';
import { findAuthor } from '../../stories-and-videos/author-queries';
import { storyDetail, storyPage, storyPath } from '../../stories-and-videos/story-queries';
import { articleJsonLd } from '../json-ld/article';
import { linkList } from '../json-ld/item-list';
import { NOT_FOUND, type PageSeo, type Resolution, type SeoContext } from '../page-seo';
import { absoluteUrl } from '../site-urls';
import { fill } from '../texts/seo-texts';
import type { MediaListKey } from '../texts/seo-text-types';
import { authorPath, languageOf, largePicture, listCrumb, publisher, urlOf } from './media-context';

const LIST_SIZE = 10;
const feedOf = (kind: StoryKind) => (kind === 'news' ? '/api/feeds/news.xml' : '/api/feeds/articles.xml');

/** The news list, the article list and its categories: the newest stories as an ItemList, with the RSS feed. */
export async function storyListSeo(
  context: SeoContext,
  kind: StoryKind,
  list: Extract<MediaListKey, 'news-list' | 'article-list' | 'bestofs' | 'tips-advice' | 'features'>,
  path: string,
): Promise<PageSeo> {
  const { title, description } = context.texts.media.lists[list];
  const category = list === 'news-list' || list === 'article-list' ? undefined : list;
  const { items } = await storyPage(
    context.db,
    { kind, locale: context.locale, category },
    { page: 1, limit: LIST_SIZE },
  );
  const crumbs = [
    listCrumb(
      context.texts.media.lists[kind === 'news' ? 'news-list' : 'article-list'].title,
      kind === 'news' ? '/news' : '/articles',
    ),
  ];
  if (category) crumbs.push(listCrumb(title, path));
  return {
    title,
    description,
    image: items[0] && largePicture(items[0].image.src),
    rssPath: `${feedOf(kind)}?locale=${context.locale}`,
    crumbs,
    jsonLd: [
      linkList(
        title,
        items.map((story) => ({ name: story.title, url: urlOf(context, storyPath(story.kind, story.slug)) })),
      ),
    ],
  };
}

/** A news story (NewsArticle) or an article (Article); not found for an unknown or unpublished slug. */
export async function storySeo(context: SeoContext, kind: StoryKind, slug: string): Promise<Resolution> {
  const detail = await storyDetail(context.db, slug, context.locale, kind, 0);
  if (!detail) return NOT_FOUND;
  const { story } = detail;
  const path = storyPath(kind, slug);
  const picture = largePicture(story.image.src);
  const listKey = kind === 'news' ? 'news-list' : 'article-list';
  return {
    title: story.title,
    description: story.summary,
    image: picture,
    rssPath: `${feedOf(kind)}?locale=${context.locale}`,
    crumbs: [
      listCrumb(context.texts.media.lists[listKey].title, `/${kind === 'news' ? 'news' : 'articles'}`),
      listCrumb(story.title, path),
    ],
    jsonLd: [
      articleJsonLd({
        type: kind === 'news' ? 'NewsArticle' : 'Article',
        headline: story.title,
        description: story.summary,
        url: urlOf(context, path),
        image: absoluteUrl(context.origin, picture),
        datePublished: story.publishedAt,
        authorName: story.author.name,
        authorUrl: urlOf(context, authorPath(story.author.slug)),
        language: languageOf(context),
        publisher: publisher(context),
      }),
    ],
  };
}

/** An author's page: name, role and their stories. */
export async function authorSeo(context: SeoContext, slug: string): Promise<Resolution> {
  const author = await findAuthor(context.db, slug, context.locale);
  if (!author) return NOT_FOUND;
  const values = { name: author.name, role: author.role };
  return {
    title: fill(context.texts.media.author.title, values),
    description: author.bio || fill(context.texts.media.author.description, values),
    image: largePicture(author.image.src),
    crumbs: [listCrumb(author.name, authorPath(author.slug))],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        mainEntity: {
          '@type': 'Person',
          name: author.name,
          jobTitle: author.role,
          description: author.bio,
          image: absoluteUrl(context.origin, largePicture(author.image.src)),
          url: urlOf(context, authorPath(author.slug)),
        },
      },
    ],
  };
}

/** The expert reviews list: the newest reviews as an ItemList. */
export async function expertReviewListSeo(context: SeoContext): Promise<PageSeo> {
  const { title, description } = context.texts.media.lists['expert-review-list'];
  const { items } = await expertReviewPage(
    context.db,
    { locale: context.locale },
    { page: 1, limit: LIST_SIZE },
  );
  return {
    title,
    description,
    image: items[0] && largePicture(items[0].image.src),
    crumbs: [listCrumb(title, '/expert-reviews')],
    jsonLd: [
      linkList(
        title,
        items.map((review) => ({
          name: review.title,
          url: urlOf(context, `/expert-reviews/${review.slug}`),
        })),
      ),
    ],
  };
}

/** One expert review: a Review of the model's Product, rated out of 5, by its author. */
export async function expertReviewSeo(context: SeoContext, slug: string): Promise<Resolution> {
  const review = await expertReviewDetail(context.db, slug, context.locale);
  if (!review) return NOT_FOUND;
  const path = `/expert-reviews/${slug}`;
  const picture = largePicture(review.image.src);
  const listTitle = context.texts.media.lists['expert-review-list'].title;
  const article = articleJsonLd({
    type: 'Review',
    headline: review.title,
    description: review.summary,
    url: urlOf(context, path),
    image: absoluteUrl(context.origin, picture),
    datePublished: review.publishedAt,
    authorName: review.author.name,
    authorUrl: urlOf(context, authorPath(review.author.slug)),
    language: languageOf(context),
    publisher: publisher(context),
  });
  return {
    title: review.title,
    description: review.summary,
    image: picture,
    crumbs: [listCrumb(listTitle, '/expert-reviews'), listCrumb(review.title, path)],
    jsonLd: [
      {
        ...article,
        itemReviewed: {
          '@type': 'Product',
          name: review.vehicle.modelName ?? review.vehicle.brandName,
          brand: { '@type': 'Brand', name: review.vehicle.brandName },
          url: urlOf(context, review.vehicle.path),
        },
        reviewRating: { '@type': 'Rating', ratingValue: review.overall, bestRating: 5, worstRating: 1 },
      },
    ],
  };
}
