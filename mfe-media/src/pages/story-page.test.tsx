import { screen, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { fetchStoryDetail } from '@cvb/api-client';
import type { StoryDetail } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { MediaRoot } from '../root';
import { mediaTexts } from '../texts';
import { storyFixture } from './test-fixtures';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchStoryDetail: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchStoryDetail);

const detail: StoryDetail = {
  story: {
    ...storyFixture({
      locale: 'en',
      title: 'GST on trucks cut to 18%',
      author: { slug: 'meera-kulkarni', name: 'Meera Kulkarni' },
    }),
    bodyHtml: '<p>The GST Council has moved goods carriers to 18%.</p><h2>What changes</h2>',
    locales: ['en', 'hi'],
    related: [
      {
        vertical: 'truck',
        brandSlug: 'tata-motors',
        brandName: 'Tata Motors',
        modelSlug: 'lpt-1412',
        modelName: 'Tata LPT 1412',
        path: '/trucks/tata-motors/lpt-1412',
      },
    ],
    rssPath: '/api/feeds/news.xml',
    ampPath: '/api/amp/news/gst-on-commercial-vehicles-cut-to-18-percent',
  },
  more: [storyFixture({ id: 2, slug: 'tractor-gst-cut', title: 'Tractors get cheaper', locale: 'en' })],
};

const tagged: StoryDetail = {
  ...detail,
  story: { ...detail.story, tags: ['sales', 'tata-motors', 'fleet-order', 'upsrtc', 'indore'] },
};

describe('story page', () => {
  beforeAll(() => registerNamespace('media', mediaTexts));
  beforeEach(() => mockedFetch.mockReset());

  it('shows the story with author link, date, body, related vehicles, share links and AMP link', async () => {
    mockedFetch.mockResolvedValueOnce(detail);
    renderInRemote(<MediaRoot />, { path: `/news/${detail.story.slug}` });
    const article = await screen.findByRole('article', { name: 'GST on trucks cut to 18%' });
    expect(within(article).getByRole('link', { name: 'By Meera Kulkarni' })).toHaveAttribute(
      'href',
      '/authors/meera-kulkarni',
    );
    expect(article).toHaveTextContent('22 September 2025');
    expect(within(article).getByRole('heading', { level: 2, name: 'What changes' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Tata LPT 1412' })).toHaveAttribute(
      'href',
      '/trucks/tata-motors/lpt-1412',
    );
    expect(within(article).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me'),
    );
    expect(document.head.querySelector('link[rel="amphtml"]')).toHaveAttribute(
      'href',
      `${detail.story.ampPath}?locale=en`,
    );
    expect(screen.getByRole('article', { name: 'Tractors get cheaper' })).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith('news', detail.story.slug, 'en', expect.anything());
  });

  it('says so when the story is shown in English for lack of a translation', async () => {
    mockedFetch.mockResolvedValueOnce(detail);
    renderInRemote(<MediaRoot />, { path: `/articles/${detail.story.slug}`, locale: 'te' });
    expect(await screen.findByText('ఈ వార్త ఇంకా మీ భాషలో లేదు; ఇంగ్లీషులో చదవండి.')).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith('article', detail.story.slug, 'te', expect.anything());
  });

  it("names the story's tags in the reader's words and leaves out those the language has no word for", async () => {
    mockedFetch.mockResolvedValueOnce(tagged);
    renderInRemote(<MediaRoot />, { path: `/news/${detail.story.slug}`, locale: 'ta' });
    const tags = await screen.findByRole('region', { name: 'குறிச்சொற்கள்' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['விற்பனை', 'Tata Motors', 'ஃப்ளீட் ஆர்டர்கள்', 'UPSRTC']);
  });

  it('shows every tag in English, as a word where the texts have one', async () => {
    mockedFetch.mockResolvedValueOnce(tagged);
    renderInRemote(<MediaRoot />, { path: `/news/${detail.story.slug}` });
    const englishTags = await screen.findByRole('region', { name: 'Tags' });
    expect(
      within(englishTags)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Sales', 'Tata Motors', 'Fleet orders', 'UPSRTC', 'indore']);
  });

  it('does not repeat a brand the vehicles of the story already name', async () => {
    const brandOnly = {
      vertical: 'truck' as const,
      brandSlug: 'tata-motors',
      brandName: 'Tata Motors',
      modelSlug: null,
      modelName: null,
      path: '/trucks/tata-motors',
    };
    mockedFetch.mockResolvedValueOnce({ ...tagged, story: { ...tagged.story, related: [brandOnly] } });
    renderInRemote(<MediaRoot />, { path: `/news/${detail.story.slug}`, locale: 'hi' });
    expect(await screen.findByRole('link', { name: 'Tata Motors' })).toBeInTheDocument();
    const tags = screen.getByRole('region', { name: 'टैग' });
    expect(within(tags).queryByText('Tata Motors')).not.toBeInTheDocument();
    expect(within(tags).getByText('फ्लीट ऑर्डर')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown slug', async () => {
    const response = {
      status: 404,
      statusText: 'Not Found',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: {},
    };
    mockedFetch.mockRejectedValueOnce(new AxiosError('Not found', '404', undefined, undefined, response));
    renderInRemote(<MediaRoot />, { path: '/news/no-such-story' });
    expect(await screen.findByRole('link', { name: /home/i })).toBeInTheDocument();
  });
});
