import {
  expertReviewCardSchema,
  expertReviewDetailSchema,
  modelDetailSchema,
  verticalDefinition,
  type ExpertReviewCard,
  type LocaleCode,
} from '@cvb/contracts';
import { z } from 'zod';
import { call, useAccountsApi, type AccountsTestApi } from './accounts-helpers';
import { sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';

const cardPage = z.object({ items: z.array(expertReviewCardSchema), total: z.number() });

async function cardsOf(api: AccountsTestApi, locale: LocaleCode): Promise<ExpertReviewCard[]> {
  const cards: ExpertReviewCard[] = [];
  for (let page = 1; ; page += 1) {
    const response = await call(
      api,
      'GET',
      `/api/general/expert-review?locale=${locale}&limit=50&page=${page}`,
    );
    const { items, total } = cardPage.parse(response.json());
    cards.push(...items);
    if (items.length === 0 || cards.length >= total) return cards;
  }
}

async function modelReview(api: AccountsTestApi, card: ExpertReviewCard, locale: LocaleCode) {
  const { vehicle } = card;
  const prefix = verticalDefinition(vehicle.vertical).api.prefix;
  const query = `brandSlug=${vehicle.brandSlug}&modelSlug=${vehicle.modelSlug}&locale=${locale}`;
  const response = await call(api, 'GET', `/api/${prefix}/model-detail?${query}`);
  expect(response.statusCode).toBe(200);
  return modelDetailSchema.parse(response.json()).expertReview;
}

async function detailOf(api: AccountsTestApi, slug: string, locale: LocaleCode) {
  const response = await call(api, 'GET', `/api/general/expert-review/detail?slug=${slug}&locale=${locale}`);
  return expertReviewDetailSchema.parse(response.json());
}

describe.each(testDatabases)(
  'one expert review per model, on its page and under /expert-reviews, on %s',
  (kind) => {
    const api = useAccountsApi(kind);

    it.each(['en', 'hi', 'ta', 'te'] as const)(
      '%s: every reviewed model’s page shows the /expert-reviews entry’s title, verdict, rating and author, linked',
      async (locale) => {
        const cards = await cardsOf(api, locale);
        expect(cards.length).toBeGreaterThanOrEqual(25);
        expect(new Set(cards.map((card) => card.vehicle.vertical)).size).toBe(5);
        for (const card of cards) {
          const detail = await detailOf(api, card.slug, locale);
          expect(await modelReview(api, card, locale)).toEqual({
            title: card.title,
            verdict: detail.verdict,
            author: card.author.name,
            rating: card.overall,
            publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            slug: card.slug,
          });
        }
      },
    );

    it('shows a desk edit on the model page at once, and the short review once the long one is withdrawn', async () => {
      const editor = await sessionWithRole(api, 'editor');
      const [card] = await cardsOf(api, 'hi');
      const before = await detailOf(api, card.slug, 'hi');
      const texts = {
        locale: 'hi',
        title: `${card.vehicle.modelName} समीक्षा: डेस्क का नया शीर्षक`,
        summary: before.summary,
        body: 'डेस्क ने समीक्षा दोबारा लिखी।\n\nनया निष्कर्ष नीचे है।',
        verdict: 'डेस्क का नया निष्कर्ष।',
        pros: before.pros,
        cons: before.cons,
      };
      const saved = await call(api, 'PUT', `/api/admin/media/expert-reviews/${card.slug}/texts`, texts, {
        session: editor,
      });
      expect(saved.statusCode).toBe(200);
      expect(await modelReview(api, card, 'hi')).toMatchObject({
        title: texts.title,
        verdict: texts.verdict,
        slug: card.slug,
      });

      const withdrawn = await call(
        api,
        'PUT',
        `/api/admin/media/expert-reviews/${card.slug}`,
        { published: false },
        {
          session: editor,
        },
      );
      expect(withdrawn.statusCode).toBe(200);
      const shortReview = await modelReview(api, card, 'hi');
      expect(shortReview?.slug).toBeUndefined();
      expect(shortReview?.title).not.toBe(texts.title);
    });
  },
);
