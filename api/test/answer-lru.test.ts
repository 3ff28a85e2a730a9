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
  it('sorts the parameters by name and keeps the path', () => {
    expect(normalisedKey('/api/trucks/filter-page?pageType=popular&brands=tata-motors&locale=hi')).toBe(
      '/api/trucks/filter-page?brands=tata-motors&locale=hi&pageType=popular',
    );
    expect(normalisedKey('/api/trucks/filter-page?b=2&a=1')).toBe(
      normalisedKey('/api/trucks/filter-page?a=1&b=2'),
    );
    expect(normalisedKey('/api/general/cities')).toBe('/api/general/cities');
    expect(normalisedKey('/api/general/cities?')).toBe('/api/general/cities');
  });

  it('keeps the order of a repeated name and tells apart locales, cities and encodings of other values', () => {
    expect(normalisedKey('/x?v=b&a=1&v=a')).toBe('/x?a=1&v=b&v=a');
    expect(normalisedKey('/x?v=a&v=b')).not.toBe(normalisedKey('/x?v=b&v=a'));
    expect(normalisedKey('/m?locale=hi&city=pune')).not.toBe(normalisedKey('/m?locale=ta&city=pune'));
    expect(normalisedKey('/m?city=pune')).not.toBe(normalisedKey('/m?city=mumbai'));
    expect(normalisedKey('/m?q=a%20b')).toBe(normalisedKey('/m?q=a+b'));
  });
});
