import { screen, within } from '@testing-library/react';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import type { Video } from '@cvb/contracts';
import { modelPageTexts } from './texts';
import { VideoList } from './video-list';

const mediaVideo: Video = {
  id: 12,
  slug: 'tata-motors-ace-gold-review',
  videoId: 'dQw4w9WgXcQ',
  title: 'Tata Ace Gold समीक्षा: कीमत, माइलेज और पेलोड',
  link: '/videos/tata-motors-ace-gold-review',
  thumbnail: '/api/media/art/tata-motors/ace-gold/side.webp?w=640',
  brandSlug: 'tata-motors',
  modelSlug: 'ace-gold',
  brandName: 'Tata Motors',
  modelName: 'Tata Ace Gold',
  publishedAt: '2026-11-19T04:30:00.000Z',
};
const catalogueVideo: Video = {
  id: 5,
  videoId: 'dQw4w9WgXcQ',
  title: 'Tata Ace Gold समीक्षा',
  link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  thumbnail: '/api/media/art/tata-motors/ace-gold/side.webp?w=640',
  brandSlug: 'tata-motors',
  modelSlug: 'ace-gold',
  publishedAt: '2026-11-01',
};
const props = { videosPath: '/trucks/tata-motors/ace-gold/videos', modelName: 'Tata Ace Gold' };

beforeAll(() => registerNamespace('catalogue', modelPageTexts));

it('opens a /videos video on its page, dated, with the site’s poster, and links the model’s videos page', async () => {
  renderInRemote(<VideoList videos={[mediaVideo]} {...props} />, {
    locale: 'hi',
    path: '/hi/trucks/tata-motors/ace-gold',
  });
  const video = await screen.findByRole('link', { name: `वीडियो देखें: ${mediaVideo.title}` });
  // The app's router adds the language prefix.
  expect(video).toHaveAttribute('href', '/videos/tata-motors-ace-gold-review');
  expect(within(video).getByRole('presentation')).toHaveAttribute('src', mediaVideo.thumbnail);
  expect(video.closest('li')).toHaveTextContent('19 नवंबर 2026');
  expect(screen.getByRole('link', { name: 'Tata Ace Gold के सभी वीडियो' })).toHaveAttribute(
    'href',
    '/trucks/tata-motors/ace-gold/videos',
  );
});

it('opens a catalogue video on the video host in a new tab, without a videos-page link', async () => {
  renderInRemote(<VideoList videos={[catalogueVideo]} {...props} />, {
    locale: 'hi',
    path: '/hi/trucks/tata-motors/ace-gold',
  });
  const video = await screen.findByRole('link', { name: `${catalogueVideo.title} (यूट्यूब नए टैब में खुलेगा)` });
  expect(video).toHaveAttribute('href', catalogueVideo.link);
  expect(video).toHaveAttribute('target', '_blank');
  expect(video.closest('li')).toHaveTextContent('1 नवंबर 2026');
  expect(screen.getAllByRole('link')).toHaveLength(1);
});
