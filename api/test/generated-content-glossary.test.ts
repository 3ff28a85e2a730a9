import { VEHICLE_VERTICALS, type LocaleCode } from '@cvb/contracts';
import { eq } from 'drizzle-orm';
import { LOCALES, type NamespaceResources } from '@cvb/i18n';
import { describeFinding, GLOSSARIES, glossaryFindings } from '@cvb/i18n/glossary';
import { brands, vehicleModels } from '../src/db/schema';
import { farmImplements } from '../src/db/schema-implements';
import { expertReviews } from '../src/db/schema-reviews';
import { VIDEO_TOPICS, videoTitle } from '../src/catalogue/engine/video-titles';
import { reviewText } from '../src/seed/catalogue/vertical-reviews';
import { USED_SEO_TEXTS } from '../src/seo/used-pages/used-seo-texts';
import { testDatabases, useTestApi } from './databases';
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
    {
      source: 'api/src/catalogue/engine/video-titles.ts',
      resources: resources((locale) =>
        Object.fromEntries(
          VEHICLE_VERTICALS.flatMap((vertical) =>
            VIDEO_TOPICS.map((topic) => [
              `${vertical}/${topic}`,
              videoTitle(topic, 'Tata Ace Gold', vertical, locale),
            ]),
          ),
        ),
      ),
    },
    { source: 'api/src/seo/texts', resources: resources((locale) => seoTextsOf(locale) as unknown as Tree) },
    {
      source: 'api/src/seo/used-pages/used-seo-texts.ts',
      resources: resources((locale) => ({ ...USED_SEO_TEXTS[locale] })),
    },
  ];
}

type Api = ReturnType<typeof useTestApi>;

/**
 * What the seed generates per model and writes to the database: each model's description, FAQ, pros and cons
 * (api/src/seed/*-content.ts, one source per vertical), its expert review's title and verdict, and the implements'
 * descriptions; keyed by the model, English from the plain columns, the other languages from `localized`.
 */
async function seededModules(api: Api): Promise<{ source: string; resources: NamespaceResources }[]> {
  const db = api.database.db;
  const models = await db
    .select({
      vertical: vehicleModels.vertical,
      key: vehicleModels.slug,
      brand: brands.slug,
      name: vehicleModels.name,
      description: vehicleModels.description,
      faq: vehicleModels.faq,
      pros: vehicleModels.pros,
      cons: vehicleModels.cons,
      localized: vehicleModels.localized,
    })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId));
  const verticals = [...new Set(models.map((model) => model.vertical))].sort();
  const content = verticals.map((vertical) => {
    const rows = models.filter((model) => model.vertical === vertical);
    return {
      source: `api/src/seed (${vertical} descriptions, FAQs, pros and cons)`,
      resources: resources((locale) =>
        byKey(
          rows,
          (model) => `${model.brand}/${model.key}`,
          (model) =>
            locale === 'en'
              ? { description: model.description, faq: model.faq, pros: model.pros, cons: model.cons }
              : (model.localized[locale] ?? {}),
        ),
      ),
    };
  });
  const reviewed = await db
    .select({ key: vehicleModels.slug, brand: brands.slug, localized: expertReviews.localized })
    .from(expertReviews)
    .innerJoin(vehicleModels, eq(vehicleModels.id, expertReviews.modelId))
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId));
  const modelOf = new Map(models.map((model) => [`${model.brand}/${model.key}`, model]));
  const reviews = reviewed.flatMap((review) => {
    const model = modelOf.get(`${review.brand}/${review.key}`);
    return model ? [{ ...model, localized: review.localized }] : [];
  });
  const implementRows = await db
    .select({ key: farmImplements.slug, description: farmImplements.description })
    .from(farmImplements);
  return [
    ...content,
    {
      source: 'api/src/seed/catalogue (expert reviews: title, verdict)',
      resources: resources((locale) =>
        byKey(
          reviews,
          (review) => `${review.brand}/${review.key}`,
          // The other languages' reviews are written from the model's words (`reviewText`), the truck's English
          // one by hand: they are compared with the English written the same way.
          (review) =>
            locale === 'en' ? reviewText(review.name, 'en', review) : (review.localized[locale] ?? {}),
        ),
      ),
    },
    {
      source: 'api/src/seed/implements/implement-texts.ts',
      resources: resources((locale) =>
        byKey(
          implementRows,
          (implement) => implement.key,
          (implement) => implement.description[locale] ?? '',
        ),
      ),
    },
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

describe.each(testDatabases)('the glossary over what the seed writes on %s', (kind) => {
  const api = useTestApi(kind);

  it('reads the model texts of every vertical, the expert reviews and the implements in every language', async () => {
    const modules = await seededModules(api);
    expect(modules.length).toBeGreaterThanOrEqual(7);
    for (const module of modules) {
      for (const { code } of LOCALES) expect(Object.keys(module.resources[code]).length).toBeGreaterThan(0);
    }
  });

  it('follows the glossary of each language in the model descriptions, FAQs, reviews and implements', async () => {
    const findings = (await seededModules(api)).flatMap((module) =>
      glossaryFindings(module.source, module.resources, GLOSSARIES).map(describeFinding),
    );
    expect([...new Set(findings)]).toEqual([]);
  });
});
