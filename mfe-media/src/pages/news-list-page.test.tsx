import { screen } from '@testing-library/react';
import { fetchNews } from '@cvb/api-client';
import type { NewsArticle } from '@cvb/contracts';
import { missingTranslations, registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/src/testing/test-providers';
import { mediaTexts } from '../texts';
import { NewsListPage } from './news-list-page';

jest.mock('@cvb/api-client', () => ({ ...jest.requireActual('@cvb/api-client'), fetchNews: jest.fn() }));
const mockedFetch = jest.mocked(fetchNews);

const story: NewsArticle = {
  id: 1,
  slug: 'gst-cut-on-cvs',
  locale: 'hi',
  title: 'कमर्शियल वाहनों पर जीएसटी 28% से घटकर 18%',
  summary: '22 सितंबर 2025 से कमर्शियल वाहनों पर 18% जीएसटी।',
  category: 'policy',
  author: 'मीरा कुलकर्णी',
  image: '/images/placeholder.webp',
  publishedAt: '2025-09-22T06:00:00.000Z',
};

describe('NewsListPage', () => {
  beforeAll(() => registerNamespace('media', mediaTexts));

  it('has every text in six languages', () => {
    expect(missingTranslations(mediaTexts)).toEqual({});
  });

  it('asks for the news of the page locale and shows each story', async () => {
    mockedFetch.mockResolvedValueOnce([story]);
    renderInRemote(<NewsListPage />, { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 2, name: story.title })).toBeInTheDocument();
    expect(screen.getByText(/मीरा कुलकर्णी द्वारा/)).toHaveTextContent('22 सितंबर 2025');
    expect(mockedFetch).toHaveBeenCalledWith(
      expect.objectContaining({ _locale: 'hi', _sort: 'publishedAt:DESC' }),
      expect.anything(),
    );
  });

  it('says when a language has no news yet', async () => {
    mockedFetch.mockResolvedValueOnce([]);
    renderInRemote(<NewsListPage />, { locale: 'ta' });
    expect(await screen.findByText('இந்த மொழியில் இன்னும் செய்திகள் இல்லை.')).toBeInTheDocument();
  });
});
