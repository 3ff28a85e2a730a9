import { screen } from '@testing-library/react';
import { fetchMediaVideos, fetchStories, fetchWebStories } from '@cvb/api-client';
import type { MediaVideo, WebStoryCard } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { mediaTexts } from '../texts';
import { MediaVideosPage } from './media-videos-page';
import { NewsListPage } from './news-list-page';
import { storyFixture } from './test-fixtures';
import { WebStoryListPage } from './web-story-list-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchStories: jest.fn(),
  fetchMediaVideos: jest.fn(),
  fetchWebStories: jest.fn(),
}));

const picture = (slug: string) => ({
  src: `/api/media/art/tata-motors/${slug}/side.webp?w=640`,
  srcset: `/api/media/art/tata-motors/${slug}/side.webp?w=320 320w`,
  alt: slug,
});

const video = (slug: string, title: string): MediaVideo => ({
  slug,
  locale: 'en',
  title,
  description: 'Our review',
  section: 'review',
  vertical: 'truck',
  brandSlug: 'tata-motors',
  modelSlug: slug,
  subject: title,
  youtubeId: 'Ab_cD-12345',
  durationSeconds: 420,
  poster: picture(slug),
  publishedAt: '2025-11-19T12:30:00.000Z',
});

const webStory = (slug: string, title: string): WebStoryCard => ({
  slug,
  locale: 'en',
  title,
  vertical: 'truck',
  cover: picture(slug),
  slideCount: 6,
  publishedAt: '2025-11-19T12:30:00.000Z',
});

/** The pictures of the page's cards in order, with how the browser is told to fetch them. */
function cardPictures(container: HTMLElement) {
  return [...container.querySelectorAll('li img')].map((image) => ({
    loading: image.getAttribute('loading'),
    fetchpriority: image.getAttribute('fetchpriority'),
  }));
}

const FIRST = { loading: 'eager', fetchpriority: 'high' };
const LATER = { loading: 'lazy', fetchpriority: 'auto' };

/** A list's first card holds its largest picture: it is fetched at once and first, the rest when scrolled to. */
describe("the first card's picture of a list", () => {
  beforeAll(() => registerNamespace('media', mediaTexts));

  it('is not lazy on the news list', async () => {
    jest.mocked(fetchStories).mockResolvedValueOnce({
      items: [
        storyFixture({ id: 1, slug: 'budget-2026', title: 'Budget 2026 and trucks' }),
        storyFixture({ id: 2, slug: 'gst-cut', title: 'GST cut on buses' }),
        storyFixture({ id: 3, slug: 'ev-sales', title: 'Electric three-wheeler sales' }),
      ],
      total: 3,
    });
    const { container } = renderInRemote(<NewsListPage />, { path: '/news' });
    await screen.findByRole('article', { name: 'Budget 2026 and trucks' });
    expect(cardPictures(container)).toEqual([FIRST, LATER, LATER]);
  });

  it('is not lazy on the videos list', async () => {
    jest.mocked(fetchMediaVideos).mockResolvedValueOnce({
      items: [video('ace-gold', 'Tata Ace Gold review'), video('intra-v30', 'Tata Intra V30 review')],
      total: 2,
    });
    const { container } = renderInRemote(<MediaVideosPage />, { path: '/videos' });
    await screen.findByRole('article', { name: 'Tata Ace Gold review' });
    expect(cardPictures(container)).toEqual([FIRST, LATER]);
  });

  it('is not lazy on the web stories list', async () => {
    jest.mocked(fetchWebStories).mockResolvedValueOnce({
      items: [webStory('ace-gold-story', 'Ace Gold in six pictures'), webStory('yodha', 'Yodha on the farm')],
      total: 2,
    });
    const { container } = renderInRemote(<WebStoryListPage />, { path: '/web-stories' });
    await screen.findByText('Ace Gold in six pictures');
    expect(cardPictures(container)).toEqual([FIRST, LATER]);
  });
});
