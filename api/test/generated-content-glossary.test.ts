import type { LocaleCode } from '@cvb/contracts';
import { LOCALES, type NamespaceResources } from '@cvb/i18n';
import { describeFinding, GLOSSARIES, glossaryFindings } from '@cvb/i18n/glossary';
// The API's generated content: what its seed writes and its SEO answers say, in every language.
import { articleSeeds } from '../src/seed/media/articles';
import { expertReviewSeeds } from '../src/seed/media/expert-reviews';
import { generatedNews } from '../src/seed/media/news-generated';
import { mediaVideoSeeds } from '../src/seed/media/videos';
import { webStorySeeds } from '../src/seed/media/web-stories';
import { seoTextsOf } from '../src/seo/texts/seo-texts';

type Tree = Record<string, unknown>;

/** One tree of texts per language, keyed alike, from `pick(locale)` (a language without the text leaves it out). */
function resources(pick: (locale: LocaleCode) => Tree): NamespaceResources {
  return Object.fromEntries(LOCALES.map(({ code }) => [code, pick(code)])) as NamespaceResources;
}

const byKey = <T>(items: readonly T[], key: (item: T) => string, text: (item: T) => unknown): Tree =>
  Object.fromEntries(items.map((item) => [key(item), text(item)]));

/**
 * Generated texts: the seed's videos, web stories, expert reviews, news and articles, and the SEO answers' texts. The
 * glossary compares each language's text with the English one of the same key.
 */
function generatedModules(): { source: string; resources: NamespaceResources }[] {
  const videos = mediaVideoSeeds();
  const stories = webStorySeeds();
  const reviews = expertReviewSeeds();
  const news = generatedNews();
  const articles = articleSeeds();
  return [
    {
      source: 'api/src/seed/media/videos.ts',
      resources: resources((locale) =>
        byKey(
          videos,
          (video) => video.slug,
          (video) => ({ title: video.title[locale], description: video.description[locale] }),
        ),
      ),
    },
    {
      source: 'api/src/seed/media/web-stories.ts',
      resources: resources((locale) =>
        byKey(
          stories,
          (story) => story.slug,
          (story) => ({
            title: story.title[locale],
            slides: story.slides.map((slide) => ({
              heading: slide.heading[locale],
              text: slide.text[locale],
            })),
          }),
        ),
      ),
    },
    {
      source: 'api/src/seed/media/expert-reviews.ts',
      resources: resources((locale) =>
        byKey(
          reviews,
          (review) => review.slug,
          (review) => review.texts[locale],
        ),
      ),
    },
    {
      source: 'api/src/seed/media/news-generated.ts',
      resources: resources((locale) =>
        byKey(
          news,
          (story) => story.slug,
          (story) => story.texts[locale],
        ),
      ),
    },
    {
      source: 'api/src/seed/media/articles.ts',
      resources: resources((locale) =>
        byKey(
          articles,
          (article) => article.slug,
          (article) => article.texts[locale],
        ),
      ),
    },
    { source: 'api/src/seo/texts', resources: resources((locale) => seoTextsOf(locale) as unknown as Tree) },
  ];
}

describe('the glossary over generated content', () => {
  it('finds every language of every generated text', () => {
    for (const module of generatedModules()) {
      for (const { code } of LOCALES) expect(Object.keys(module.resources[code]).length).toBeGreaterThan(0);
    }
  });

  it('follows the glossary of each language in the seed and the SEO texts', () => {
    const findings = generatedModules().flatMap((module) =>
      glossaryFindings(module.source, module.resources, GLOSSARIES).map(describeFinding),
    );
    expect([...new Set(findings)]).toEqual([]);
  });
});
