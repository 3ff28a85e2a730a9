import { webStoryDetail, webStoryPage } from '../../stories-and-videos/web-story-queries';
import { articleJsonLd } from '../json-ld/article';
import { linkList } from '../json-ld/item-list';
import { NOT_FOUND, type PageSeo, type Resolution, type SeoContext } from '../page-seo';
import { absoluteUrl } from '../site-urls';
import { fill } from '../texts/seo-texts';
import { authorPath, languageOf, largePicture, listCrumb, publisher, urlOf } from './media-context';

const LIST_SIZE = 10;

/** A web story's own page: tractor stories live under /tractors/web-stories, the others under /web-stories. */
const storyHome = (tractors: boolean) => (tractors ? '/tractors/web-stories' : '/web-stories');

/** The web stories list, or the tractor stories list. */
export async function webStoryListSeo(context: SeoContext, tractors: boolean): Promise<PageSeo> {
  const { title, description } =
    context.texts.media.lists[tractors ? 'tractor-web-story-list' : 'web-story-list'];
  const { items } = await webStoryPage(
    context.db,
    { locale: context.locale, vertical: tractors ? 'tractor' : undefined },
    { page: 1, limit: LIST_SIZE },
  );
  return {
    title,
    description,
    image: items[0] && largePicture(items[0].cover.src),
    crumbs: [listCrumb(title, storyHome(tractors))],
    jsonLd: [
      linkList(
        title,
        items.map((story) => ({
          name: story.title,
          url: urlOf(context, `${storyHome(story.vertical === 'tractor')}/${story.slug}`),
        })),
      ),
    ],
  };
}

/** One web story, as an Article; its canonical page is under its vertical's stories. */
export async function webStorySeo(context: SeoContext, slug: string): Promise<Resolution> {
  const story = await webStoryDetail(context.db, slug, context.locale);
  if (!story) return NOT_FOUND;
  const tractors = story.vertical === 'tractor';
  const path = `${storyHome(tractors)}/${slug}`;
  const cover = largePicture(story.cover.src);
  const description = fill(context.texts.media.webStoryDescription, {
    author: story.author.name,
    text: story.slides[0]?.text ?? '',
  });
  const listTitle = context.texts.media.lists[tractors ? 'tractor-web-story-list' : 'web-story-list'].title;
  return {
    title: story.title,
    description,
    image: cover,
    canonicalPath: path,
    crumbs: [listCrumb(listTitle, storyHome(tractors)), listCrumb(story.title, path)],
    jsonLd: [
      articleJsonLd({
        type: 'Article',
        headline: story.title,
        description,
        url: urlOf(context, path),
        image: absoluteUrl(context.origin, cover),
        datePublished: story.publishedAt,
        authorName: story.author.name,
        authorUrl: urlOf(context, authorPath(story.author.slug)),
        language: languageOf(context),
        publisher: publisher(context),
      }),
    ],
  };
}
