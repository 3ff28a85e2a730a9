import { screen, within } from '@testing-library/react';
import { fetchStories } from '@cvb/api-client';
import { missingTranslations, registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { mediaTexts } from '../texts';
import { NewsListPage } from './news-list-page';
import { storyFixture } from './test-fixtures';

jest.mock('@cvb/api-client', () => ({ ...jest.requireActual('@cvb/api-client'), fetchStories: jest.fn() }));
const mockedFetch = jest.mocked(fetchStories);

describe('NewsListPage', () => {
  beforeAll(() => registerNamespace('media', mediaTexts));
  beforeEach(() => mockedFetch.mockReset());

  it('has every text in six languages', () => {
    expect(missingTranslations(mediaTexts)).toEqual({});
  });

  it('asks for a page of news in the page locale and links each story', async () => {
    mockedFetch.mockResolvedValueOnce({ items: [storyFixture()], total: 30 });
    renderInRemote(<NewsListPage />, { locale: 'hi', path: '/news?page=2&vertical=truck' });
    const card = await screen.findByRole('article', { name: storyFixture().title });
    expect(within(card).getByRole('link', { name: storyFixture().title })).toHaveAttribute(
      'href',
      `/news/${storyFixture().slug}`,
    );
    expect(card).toHaveTextContent('मीरा कुलकर्णी द्वारा · 22 सितंबर 2025 · 2 मिनट में पढ़ें');
    expect(card.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining('320w'));
    expect(mockedFetch).toHaveBeenCalledWith(
      'news',
      expect.objectContaining({ locale: 'hi', page: 2, limit: 12, vertical: 'truck' }),
      expect.anything(),
    );
    const pages = screen.getByRole('navigation', { name: 'पेज' });
    expect(within(pages).getByRole('link', { name: 'पिछला' })).toHaveAttribute(
      'href',
      '/news?vertical=truck',
    );
    expect(within(pages).getByRole('link', { name: 'अगला' })).toHaveAttribute(
      'href',
      '/news?page=3&vertical=truck',
    );
    expect(screen.getByRole('link', { name: 'ट्रक' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when there is no news to show', async () => {
    mockedFetch.mockResolvedValueOnce({ items: [], total: 0 });
    renderInRemote(<NewsListPage />, { locale: 'ta' });
    expect(await screen.findByText('இந்த மொழியில் இன்னும் செய்திகள் இல்லை.')).toBeInTheDocument();
  });
});
