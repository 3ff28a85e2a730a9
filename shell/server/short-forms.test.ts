/** @jest-environment node */
import Fastify from 'fastify';
import { shortFormRedirect } from './short-forms';
import { answerShortForm } from './short-forms-route';

describe('short forms of the old site', () => {
  it('point to the canonical page in the same locale, keeping the query', () => {
    expect(shortFormRedirect('/popular-buses')).toBe('/buses/popular-buses');
    expect(shortFormRedirect('/latest-buses')).toBe('/buses/latest-buses');
    expect(shortFormRedirect('/bus-dealers')).toBe('/buses/bus-dealers');
    expect(shortFormRedirect('/bus-dealers/tata-motors')).toBe('/buses/bus-dealers/tata-motors');
    expect(shortFormRedirect('/hi/bus-dealers/tata-motors/pune/')).toBe(
      '/hi/buses/bus-dealers/tata-motors/pune',
    );
    expect(shortFormRedirect('/ta/popular-three-wheelers?page=2')).toBe(
      '/ta/three-wheelers/popular-three-wheelers?page=2',
    );
    expect(shortFormRedirect('/upcoming-three-wheelers')).toBe('/three-wheelers/upcoming-three-wheelers');
  });

  it('leave every other path alone', () => {
    for (const path of ['/buses/popular-buses', '/trucks/popular-trucks', '/popular-busesx', '/', '/hi']) {
      expect(shortFormRedirect(path)).toBeNull();
    }
  });

  it('answer 301 from the server before the page, and let other pages through', async () => {
    const app = Fastify();
    app.setNotFoundHandler(async (request, reply) => {
      if (answerShortForm(request, reply)) return reply;
      return reply.code(200).send('page');
    });
    const moved = await app.inject({ method: 'GET', url: '/popular-buses' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/buses/popular-buses');
    const dealers = await app.inject({ method: 'GET', url: '/hi/bus-dealers/ashok-leyland/chennai' });
    expect(dealers.statusCode).toBe(301);
    expect(dealers.headers.location).toBe('/hi/buses/bus-dealers/ashok-leyland/chennai');
    const page = await app.inject({ method: 'GET', url: '/buses/popular-buses' });
    expect(page.statusCode).toBe(200);
    await app.close();
  });
});
