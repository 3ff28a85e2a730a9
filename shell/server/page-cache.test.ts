/** @jest-environment node */
import { createPageCache, type BuiltPage } from './page-cache';

const page = (html: string, whole = true): BuiltPage => ({ status: 200, html, whole });

describe('the pages the web server keeps', () => {
  it('builds a page once for visitors who ask at the same time, and serves it again from memory', async () => {
    const pages = createPageCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page('<h1>Ace Gold</h1>');
    };
    const crowd = await Promise.all(Array.from({ length: 20 }, () => pages.get('v1 /trucks', build)));
    expect(new Set(crowd.map((answer) => answer.html))).toEqual(new Set(['<h1>Ace Gold</h1>']));
    expect((await pages.get('v1 /trucks', build)).html).toBe('<h1>Ace Gold</h1>');
    expect(builds).toBe(1);
  });

  it('does not keep a page that came out without a part (the API or a renderer failed)', async () => {
    const pages = createPageCache();
    await pages.get('v1 /news', async () => page('<main></main>', false));
    expect((await pages.get('v1 /news', async () => page('<h1>News</h1>'))).html).toBe('<h1>News</h1>');
    expect(pages.size).toBe(1);
  });

  it('forgets a build that failed, so the next visitor builds again', async () => {
    const pages = createPageCache();
    await expect(pages.get('v1 /', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await pages.get('v1 /', async () => page('<h1>Home</h1>'))).html).toBe('<h1>Home</h1>');
  });

  it('builds again after its longest life, and drops the least recently used beyond its bounds', async () => {
    let clock = 0;
    const pages = createPageCache({ maxPages: 2, maxAgeMs: 1_000, now: () => clock });
    await pages.get('a', async () => page('a1'));
    await pages.get('b', async () => page('b1'));
    await pages.get('a', async () => page('a2')); // a is now the most recently used
    await pages.get('c', async () => page('c1'));
    expect(pages.size).toBe(2);
    expect((await pages.get('b', async () => page('b2'))).html).toBe('b2');
    expect((await pages.get('c', async () => page('c2'))).html).toBe('c1');
    clock = 1_000;
    expect((await pages.get('c', async () => page('c3'))).html).toBe('c3');
  });
});
