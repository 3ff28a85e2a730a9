/** @jest-environment node */
import { remoteServerRenderer } from './render-remote';
import { aceKey, storyRemote } from '../testing/story-remote';

const ace = (price: string) => ({ name: 'Tata Ace Gold', price });

describe('a remote rendered on the server', () => {
  const render = remoteServerRenderer(storyRemote);

  it('renders its route from the answers given, in the page language, with its styles', async () => {
    const view = await render({
      url: '/hi/trucks/tata-motors/ace-gold',
      locale: 'hi',
      data: { [aceKey('hi')]: ace('₹4.00 लाख') },
      origin: 'https://www.cvbazaar.in',
    });
    expect(view.html).toContain('<h1>Tata Ace Gold</h1>');
    expect(view.html).toContain('एक्स-शोरूम कीमत');
    expect(view.html).toContain('₹4.00 लाख');
    expect(view.html).toContain('href="https://www.cvbazaar.in/trucks/tata-motors/ace-gold"');
    // The body's box model and font come with it: the page looks right before the chrome's code runs.
    expect(view.css).toMatch(/<style data-styled[^>]*>[^<]*box-sizing:border-box/);
    expect(view.html).not.toContain('<script');
  });

  it('keeps renders apart when they overlap: each has its own language and answers', async () => {
    const [english, hindi] = await Promise.all([
      render({
        url: '/trucks/tata-motors/ace-gold',
        locale: 'en',
        data: { [aceKey('en')]: ace('₹4.00 Lakh') },
        origin: 'http://localhost',
      }),
      render({
        url: '/hi/trucks/tata-motors/ace-gold',
        locale: 'hi',
        data: { [aceKey('hi')]: ace('₹4.00 लाख') },
        origin: 'http://localhost',
      }),
    ]);
    expect(english.html).toContain('Ex-showroom price<!-- -->: <!-- -->₹4.00 Lakh');
    expect(hindi.html).toContain('एक्स-शोरूम कीमत<!-- -->: <!-- -->₹4.00 लाख');
  });

  it('renders the loading state when the page has no answer for it, and never calls the API itself', async () => {
    const view = await render({
      url: '/trucks/tata-motors/ace-gold',
      locale: 'en',
      data: {},
      origin: 'http://localhost',
    });
    expect(view.html).toContain('role="status"');
  });

  it('rejects when the page throws, so the page goes out without a server view', async () => {
    await expect(
      render({ url: '/broken', locale: 'en', data: {}, origin: 'http://localhost' }),
    ).rejects.toThrow('this page cannot render');
    // The next page renders as usual.
    const view = await render({
      url: '/trucks/tata-motors/ace-gold',
      locale: 'en',
      data: { [aceKey('en')]: ace('₹4.00 Lakh') },
      origin: 'http://localhost',
    });
    expect(view.html).toContain('<h1>Tata Ace Gold</h1>');
  });
});

describe('a render the server gave up on', () => {
  const render = remoteServerRenderer(storyRemote);
  const request = (signal: AbortSignal) => ({
    url: '/trucks/tata-motors/ace-gold',
    locale: 'en' as const,
    data: { [aceKey('en')]: ace('₹4.00 Lakh') },
    origin: 'http://localhost',
    signal,
  });

  it('does not start when it was cancelled while waiting for its turn, and the next render still runs', async () => {
    const gaveUp = new AbortController();
    const first = render(request(new AbortController().signal));
    const cancelled = render(request(gaveUp.signal));
    gaveUp.abort(new Error('late'));
    await expect(first).resolves.toEqual(
      expect.objectContaining({ html: expect.stringContaining('Tata Ace Gold') }),
    );
    await expect(cancelled).rejects.toThrow('late');
    await expect(render(request(new AbortController().signal))).resolves.toEqual(
      expect.objectContaining({ html: expect.stringContaining('₹4.00 Lakh') }),
    );
  });
});
