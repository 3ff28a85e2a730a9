import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchVideos } from '@cvb/api-client';
import type { Video } from '@cvb/contracts';
import { missingTranslations, registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { MediaRoot } from '../root';
import { mediaTexts } from '../texts';

jest.mock('@cvb/api-client', () => ({ ...jest.requireActual('@cvb/api-client'), fetchVideos: jest.fn() }));
const mockedFetch = jest.mocked(fetchVideos);

const video = (id: number, overrides: Partial<Video> = {}): Video => ({
  id,
  videoId: 'ignored-use-link',
  title: `Eicher Pro 2049 walkaround ${id}`,
  link: `https://www.youtube.com/watch?v=Ab_cD-${String(id).padStart(5, '0')}`,
  thumbnail: 'https://i.ytimg.com/vi/ignored/hqdefault.jpg',
  brandSlug: 'eicher',
  modelSlug: 'pro-2049',
  publishedAt: '2025-08-14T10:00:00.000Z',
  ...overrides,
});

describe('vehicle videos pages', () => {
  beforeAll(() => registerNamespace('media', mediaTexts));
  beforeEach(() => mockedFetch.mockReset());

  it('has every video text in six languages', () => {
    expect(missingTranslations(mediaTexts)).toEqual({});
  });

  it('/trucks/videos shows a card per video with a local poster, subject and date', async () => {
    mockedFetch.mockResolvedValue({
      items: [video(1), video(2, { modelSlug: null, brandSlug: 'tata-motors' })],
      total: 2,
    });
    renderInRemote(<MediaRoot />, { path: '/trucks/videos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Truck videos' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Eicher Pro 2049 walkaround 1' });
    expect(card).toHaveTextContent('Eicher Pro 2049 · 14 August 2025');
    const play = within(card).getByRole('button', { name: 'Play video: Eicher Pro 2049 walkaround 1' });
    expect(play.querySelector('img')).toHaveAttribute(
      'src',
      '/api/media/art/eicher/pro-2049/side.webp?w=640',
    );
    expect(within(card).getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=Ab_cD-00001',
    );
    expect(screen.getByRole('article', { name: 'Eicher Pro 2049 walkaround 2' })).toHaveTextContent(
      'Tata Motors ·',
    );
    expect(screen.queryByRole('button', { name: 'Load more videos' })).not.toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith('truck', {}, { _start: 0, _limit: 12 }, expect.anything());
  });

  it("names a card's subject as the catalogue does, not from the address", async () => {
    mockedFetch.mockResolvedValue({
      items: [
        video(1, {
          brandSlug: 'tata-motors',
          modelSlug: 'lpt-1412',
          brandName: 'Tata Motors',
          modelName: 'Tata LPT 1412',
        }),
        video(2, { brandSlug: 'tata-motors', modelSlug: null, brandName: 'Tata Motors', modelName: null }),
      ],
      total: 2,
    });
    renderInRemote(<MediaRoot />, { path: '/trucks/videos' });
    const card = await screen.findByRole('article', { name: 'Eicher Pro 2049 walkaround 1' });
    expect(card).toHaveTextContent('Tata LPT 1412 · 14 August 2025');
    expect(card).not.toHaveTextContent('Lpt');
    expect(screen.getByRole('article', { name: 'Eicher Pro 2049 walkaround 2' })).toHaveTextContent(
      'Tata Motors · 14 August 2025',
    );
  });

  it('loads the no-cookie player only when a video is played', async () => {
    mockedFetch.mockResolvedValue({ items: [video(1)], total: 1 });
    const { container } = renderInRemote(<MediaRoot />, { path: '/trucks/videos' });
    const play = await screen.findByRole('button', { name: 'Play video: Eicher Pro 2049 walkaround 1' });
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(play);
    expect(screen.getByTitle('Eicher Pro 2049 walkaround 1')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Ab_cD-00001?autoplay=1',
    );
  });

  it('says "No videos available" when there are none', async () => {
    mockedFetch.mockResolvedValue({ items: [], total: 0 });
    renderInRemote(<MediaRoot />, { path: '/trucks/eicher/videos' });
    expect(await screen.findByText('No videos available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Eicher truck videos' })).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledWith(
      'truck',
      { brandSlug: 'eicher' },
      expect.anything(),
      expect.anything(),
    );
  });

  it('asks for a model’s videos and loads more on request', async () => {
    const first = Array.from({ length: 12 }, (_, i) => video(i + 1));
    mockedFetch
      .mockResolvedValueOnce({ items: first, total: 13 })
      .mockResolvedValueOnce({ items: [video(13)], total: 13 });
    renderInRemote(<MediaRoot />, { path: '/trucks/eicher/pro-2049/videos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Eicher Pro 2049 videos' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more videos' }));
    expect(await screen.findByRole('article', { name: 'Eicher Pro 2049 walkaround 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Load more videos' })).not.toBeInTheDocument();
    expect(mockedFetch).toHaveBeenLastCalledWith(
      'truck',
      { brandSlug: 'eicher', modelSlug: 'pro-2049' },
      { _start: 12, _limit: 12 },
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: 'Play video: Eicher Pro 2049 walkaround 13' })).toHaveFocus();
  });

  it('shows an error with a retry', async () => {
    mockedFetch
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce({ items: [video(1)], total: 1 });
    renderInRemote(<MediaRoot />, { path: '/trucks/videos' });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Eicher Pro 2049 walkaround 1' })).toBeInTheDocument();
  });

  it('speaks Telugu under te', async () => {
    mockedFetch.mockResolvedValue({ items: [], total: 0 });
    renderInRemote(<MediaRoot />, { path: '/trucks/videos', locale: 'te' });
    expect(screen.getByRole('heading', { level: 1, name: 'ట్రక్ వీడియోలు' })).toBeInTheDocument();
    expect(await screen.findByText('వీడియోలు ఏవీ అందుబాటులో లేవు')).toBeInTheDocument();
  });
});
