import type { StoryCard } from '@cvb/contracts';

/** A news story card as the API sends it, for page tests. */
export const storyFixture = (overrides: Partial<StoryCard> = {}): StoryCard => ({
  id: 1,
  slug: 'gst-on-commercial-vehicles-cut-to-18-percent',
  kind: 'news',
  locale: 'hi',
  title: 'कमर्शियल वाहनों पर जीएसटी 28% से घटकर 18%',
  summary: '22 सितंबर 2025 से कमर्शियल वाहनों पर 18% जीएसटी।',
  category: 'policy',
  vertical: 'truck',
  author: { slug: 'meera-kulkarni', name: 'मीरा कुलकर्णी' },
  image: {
    src: '/api/media/art/tata-motors/lpt-1412/angle.webp?w=640',
    srcset: '/api/media/art/tata-motors/lpt-1412/angle.webp?w=320 320w',
    alt: 'LPT',
  },
  tags: ['gst'],
  readMinutes: 2,
  publishedAt: '2025-09-22T06:00:00.000Z',
  ...overrides,
});
