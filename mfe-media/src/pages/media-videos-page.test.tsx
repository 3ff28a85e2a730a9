import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { fetchMediaVideos } from '@cvb/api-client';
import type { MediaVideo } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { MediaRoot } from '../root';
import { mediaTexts } from '../texts';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchMediaVideos: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchMediaVideos);

const video: MediaVideo = {
  slug: 'tata-motors-starbus-school-review',
  locale: 'en',
  title: 'Tata Starbus School 40 review',
  description: 'Our review',
  section: 'review',
  vertical: 'bus',
  brandSlug: 'tata-motors',
  modelSlug: 'starbus-school',
  subject: 'Tata Starbus School 40',
  youtubeId: 'Ab_cD-12345',
  durationSeconds: 420,
  poster: {
    src: '/api/media/art/tata-motors/starbus-school/side.webp?w=640',
    srcset: '/api/media/art/tata-motors/starbus-school/side.webp?w=320 320w',
    alt: 'Tata Starbus',
  },
  publishedAt: '2025-11-19T12:30:00.000Z',
};

describe('media videos pages', () => {
  beforeAll(() => registerNamespace('media', mediaTexts));
  beforeEach(() => mockedFetch.mockReset());

  it('/buses/:brand/:model/videos asks for that model’s videos and shows the local poster, not a player', async () => {
    mockedFetch.mockResolvedValue({ items: [video], total: 1 });
    const { container } = renderInRemote(<MediaRoot />, { path: '/buses/tata-motors/starbus-school/videos' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tata Motors Starbus School videos' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: video.title });
    expect(card).toHaveTextContent('Tata Starbus School 40 · Review · 7 min · 19 November 2025');
    const play = within(card).getByRole('button', { name: `Play video: ${video.title}` });
    expect(play.querySelector('img')).toHaveAttribute('src', video.poster.src);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(play);
    expect(screen.getByTitle(video.title)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Ab_cD-12345?autoplay=1',
    );
    expect(mockedFetch).toHaveBeenCalledWith(
      expect.objectContaining({
        vertical: 'bus',
        brandSlug: 'tata-motors',
        modelSlug: 'starbus-school',
        page: 1,
      }),
      expect.anything(),
    );
  });

  it('truck video pages name the model as the catalogue does and offer the category chips', async () => {
    const truckVideo: MediaVideo = {
      ...video,
      slug: 'tata-motors-ace-ev-walkaround',
      title: 'Tata Ace EV walkaround',
      section: 'walkaround',
      vertical: 'truck',
      modelSlug: 'ace-ev',
      subject: 'Ace EV',
    };
    mockedFetch.mockResolvedValue({
      items: [truckVideo],
      total: 1,
      scope: { brandName: 'Tata Motors', modelName: 'Tata Ace EV' },
    });
    renderInRemote(<MediaRoot />, { path: '/trucks/tata-motors/ace-ev/videos?section=walkaround' });
    // "Tata Ace EV" as the catalogue writes it, not "Tata Motors Ace Ev" made from the URL.
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Ace EV videos' })).toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'Category' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Review', 'Walkaround', 'News', 'Tips', 'Comparison', 'Launch']);
    expect(within(chips).getByRole('link', { name: 'Walkaround' })).toHaveAttribute('aria-current', 'page');
    expect(mockedFetch).toHaveBeenCalledWith(
      expect.objectContaining({
        vertical: 'truck',
        brandSlug: 'tata-motors',
        modelSlug: 'ace-ev',
        section: 'walkaround',
      }),
      expect.anything(),
    );
  });

  it('a truck brand videos page in Hindi names the brand from the catalogue', async () => {
    mockedFetch.mockResolvedValue({
      items: [],
      total: 0,
      scope: { brandName: 'BharatBenz', modelName: null },
    });
    renderInRemote(<MediaRoot />, { path: '/trucks/bharatbenz/videos', locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: /^BharatBenz / })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'श्रेणी' })).toBeInTheDocument();
  });

  it('a poster that fails to load leaves the play button, not a broken image', async () => {
    mockedFetch.mockResolvedValue({ items: [video], total: 1 });
    renderInRemote(<MediaRoot />, { path: '/buses/tata-motors/starbus-school/videos' });
    const card = await screen.findByRole('article', { name: video.title });
    const play = within(card).getByRole('button', { name: `Play video: ${video.title}` });
    const poster = play.querySelector('img');
    expect(poster).not.toBeNull();
    fireEvent.error(poster as HTMLImageElement);
    expect(play.querySelector('img')).toBeNull();
    expect(within(card).getByRole('button', { name: `Play video: ${video.title}` })).toBeVisible();
  });

  it('/tractors/videos speaks Tamil and says when there are none', async () => {
    mockedFetch.mockResolvedValue({ items: [], total: 0 });
    renderInRemote(<MediaRoot />, { path: '/tractors/videos', locale: 'ta' });
    expect(await screen.findByRole('heading', { level: 1, name: 'டிராக்டர் வீடியோக்கள்' })).toBeInTheDocument();
    expect(await screen.findByText('வீடியோக்கள் எதுவும் இல்லை')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown brand or model, not an empty list', async () => {
    const response = {
      status: 404,
      statusText: 'Not Found',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: {},
    };
    mockedFetch.mockRejectedValueOnce(new AxiosError('Not found', '404', undefined, undefined, response));
    renderInRemote(<MediaRoot />, { path: '/buses/no-such-brand/videos' });
    expect(await screen.findByRole('link', { name: /home/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /No Such Brand/ })).not.toBeInTheDocument();
  });
});
