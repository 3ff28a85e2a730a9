import { AnswerLru } from '../src/catalogue/answer-lru';
import { normalisedKey } from '../src/catalogue/answer-cache';

const answer = (body: string) => ({ body, etag: `"${body}"` });

describe('AnswerLru', () => {
  it('evicts the least recently used answer beyond its count, a read counting as a use', () => {
    const lru = new AnswerLru({ maxAnswers: 2, maxBytes: 1000 });
    lru.set('a', answer('A'));
    lru.set('b', answer('B'));
    expect(lru.get('a')?.body).toBe('A');
    lru.set('c', answer('C'));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')?.body).toBe('A');
    expect(lru.get('c')?.body).toBe('C');
    expect(lru.size).toBe(2);
  });

  it('evicts by the bytes of the bodies and refuses a body larger than the whole table', () => {
    const lru = new AnswerLru({ maxAnswers: 100, maxBytes: 10 });
    lru.set('a', answer('aaaa'));
    lru.set('b', answer('bbbb'));
    expect(lru.bytes).toBe(8);
    lru.set('c', answer('cccc'));
    expect(lru.get('a')).toBeUndefined();
    expect(lru.bytes).toBe(8);
    lru.set('huge', answer('x'.repeat(11)));
    expect(lru.get('huge')).toBeUndefined();
    // Text counts in UTF-8 bytes: 'ट्रक' is 12 bytes (too big), 'லா' 6 (the oldest, 'b', makes room).
    lru.set('hi', answer('ट्रक'));
    expect(lru.get('hi')).toBeUndefined();
    lru.set('ta', answer('லா'));
    expect([lru.get('ta')?.body, lru.get('b'), lru.bytes]).toEqual(['லா', undefined, 10]);
  });

  it('replaces an answer under the same key and starts a new generation when cleared', () => {
    const lru = new AnswerLru({ maxAnswers: 10, maxBytes: 100 });
    lru.set('a', answer('old'));
    lru.set('a', answer('new!'));
    expect([lru.get('a')?.body, lru.size, lru.bytes]).toEqual(['new!', 1, 4]);
    const generation = lru.generation;
    lru.clear();
    expect([lru.get('a'), lru.size, lru.bytes, lru.generation]).toEqual([undefined, 0, 0, generation + 1]);
  });
});

describe('normalisedKey', () => {
  const key = (url: string) => normalisedKey(url);

  it('sorts the parameters by name and keeps the path', () => {
    expect(key('/api/trucks/filter-page?pageType=popular&brands=tata-motors&locale=hi')).toBe(
      key('/api/trucks/filter-page?locale=hi&brands=tata-motors&pageType=popular'),
    );
    expect(key('/api/trucks/filter-page?b=2&a=1')).toBe(key('/api/trucks/filter-page?a=1&b=2'));
    expect(key('/api/trucks/filter-page?a=1')).not.toBe(key('/api/buses/filter-page?a=1'));
    expect(key('/api/general/cities')).toBe('/api/general/cities');
    expect(key('/api/general/cities?')).toBe('/api/general/cities');
  });

  it('keys a query Fastify parsed as the same query in the URL', () => {
    const url = '/api/trucks/filter-page?pageType=popular&brands=tata-motors&brands=eicher&locale=hi';
    const parsed = { pageType: 'popular', brands: ['tata-motors', 'eicher'], locale: 'hi' };
    expect(normalisedKey(url, parsed)).toBe(key(url));
    expect(normalisedKey('/api/general/cities', {})).toBe('/api/general/cities');
  });

  it('keeps the order of a repeated name and tells apart locales, cities and values', () => {
    expect(key('/x?v=b&a=1&v=a')).toBe(key('/x?a=1&v=b&v=a'));
    expect(key('/x?v=a&v=b')).not.toBe(key('/x?v=b&v=a'));
    expect(key('/x?v=a,b')).not.toBe(key('/x?v=a&v=b'));
    expect(key('/m?locale=hi&city=pune')).not.toBe(key('/m?locale=ta&city=pune'));
    expect(key('/m?city=pune')).not.toBe(key('/m?city=mumbai'));
    expect(key('/m?a=1&b=2')).not.toBe(key('/m?a=1%26b%3D2'));
    expect(key('/m?q=a%20b')).toBe(key('/m?q=a+b'));
  });
});
