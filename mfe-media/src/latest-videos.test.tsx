import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchMediaVideos } from '@cvb/api-client';
import type { MediaVideo, MediaVideoPage } from '@cvb/contracts';
import { setLanguage } from '@cvb/i18n';
import { getStore, localeChanged } from '@cvb/store';
import { mount } from './latest-videos';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchMediaVideos: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchMediaVideos);

const video = (slug: string, title: string): MediaVideo => ({
  slug,
  locale: 'en',
  title,
  description: 'Our review',
  section: 'review',
  vertical: 'tractor',
  brandSlug: 'mahindra',
  modelSlug: '575-di',
  subject: 'Mahindra 575 DI',
  youtubeId: 'Ab_cD-12345',
  durationSeconds: 420,
  poster: { src: `/api/media/art/mahindra/575-di/side.webp?w=640`, srcset: '', alt: title },
  publishedAt: '2025-11-19T12:30:00.000Z',
});
const page: MediaVideoPage = {
  items: [
    video('mahindra-575-di-review', 'Mahindra 575 DI review'),
    video('swaraj-744-fe-review', 'Swaraj 744 FE review'),
  ],
  total: 2,
};

async function mountWidget(props?: { count?: number }): Promise<() => void> {
  const element = document.createElement('div');
  document.body.appendChild(element);
  let unmount: () => void = () => undefined;
  await act(async () => {
    unmount = mount(element, props);
  });
  return unmount;
}

describe('latest videos widget', () => {
  beforeEach(() => {
    mockedFetch.mockReset();
    getStore().dispatch(localeChanged('en'));
    setLanguage('en');
  });

  it('shows a skeleton, then the newest videos with a poster to play in place and links to their pages', async () => {
    let answer: (videos: MediaVideoPage) => void = () => undefined;
    mockedFetch.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const unmount = await mountWidget({ count: 4 });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();

    await act(async () => answer(page));
    const section = await screen.findByRole('region', { name: 'Latest videos' });
    const card = within(section).getByRole('article', { name: 'Mahindra 575 DI review' });
    expect(within(card).getByRole('link', { name: 'Mahindra 575 DI review' })).toHaveAttribute(
      'href',
      '/videos/mahindra-575-di-review',
    );
    expect(card).toHaveTextContent('Mahindra 575 DI · 7 min');
    expect(
      within(card).getByRole('button', { name: 'Play video: Mahindra 575 DI review' }),
    ).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All videos' })).toHaveAttribute('href', '/videos');
    expect(mockedFetch).toHaveBeenCalledWith(
      expect.objectContaining({ locale: 'en', limit: 4 }),
      expect.anything(),
    );
    act(() => unmount());
    expect(screen.queryByRole('region', { name: 'Latest videos' })).not.toBeInTheDocument();
  });

  it('shows an error panel when the API fails, and Retry loads the videos', async () => {
    mockedFetch.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(page);
    const unmount = await mountWidget();
    expect(await screen.findByRole('heading', { name: 'Latest videos' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    expect(alert).not.toHaveTextContent('Network Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const section = await screen.findByRole('region', { name: 'Latest videos' });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    act(() => unmount());
  });

  it('speaks Hindi, with links under /hi', async () => {
    window.history.pushState({}, '', '/hi');
    getStore().dispatch(localeChanged('hi'));
    setLanguage('hi');
    mockedFetch.mockResolvedValueOnce(page);
    const unmount = await mountWidget();
    expect(await screen.findByRole('region', { name: 'ताज़ा वीडियो' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी वीडियो' })).toHaveAttribute('href', '/hi/videos');
    expect(mockedFetch).toHaveBeenCalledWith(expect.objectContaining({ locale: 'hi' }), expect.anything());
    act(() => unmount());
    window.history.pushState({}, '', '/');
  });
});
