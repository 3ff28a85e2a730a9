import { videoEmbedUrl, videoIdOf, videoThumbnailUrl } from './video-id';

describe('videoIdOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/a-B_c1D2e3F', 'a-B_c1D2e3F'],
    ['https://www.youtube.com/embed/Zz9_-Yy8Xx7', 'Zz9_-Yy8Xx7'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ\n', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=LONGER_dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('takes the last 11 characters of %s', (link, id) => {
    expect(videoIdOf(link)).toBe(id);
  });

  it.each(['', 'https://youtu.be/short', 'https://www.youtube.com/watch?v=dQw4w9WgXc!'])(
    'gives no id for %p',
    (link) => {
      expect(videoIdOf(link)).toBe('');
    },
  );
});

it('builds the thumbnail and the no-cookie embed of an id', () => {
  expect(videoThumbnailUrl('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
});
