import { autoExpoResponseSchema, headerDataResponseSchema, messageResponseSchema } from '@cvb/contracts';
import { count, eq } from 'drizzle-orm';
import { contactMessages, newsletterSubscriptions } from '../src/db/schema-site';
import { testDatabases, useTestApi } from './databases';

describe.each(testDatabases)('shell chrome and pages on %s', (kind) => {
  const api = useTestApi(kind);

  const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });

  describe('GET /api/general/header-data', () => {
    it('answers popular brands, models and comparisons of trucks, buses and three-wheelers', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/api/general/header-data?locale=hi' });
      expect(response.statusCode).toBe(200);
      const { data } = headerDataResponseSchema.parse(response.json());
      expect(data.truckPopularBrands[0]).toEqual({
        name: 'Tata Motors',
        slug: 'tata-motors',
        link: '/trucks/tata-motors',
        logo: '/api/media/logos/tata-motors.svg',
      });
      expect(data.truckPopularModels[0]).toMatchObject({
        name: 'Tata Ace Gold',
        link: '/trucks/tata-motors/ace-gold',
        image: '/api/media/models/tata-motors/ace-gold/angle.svg',
      });
      expect(data.busPopularBrands.map((brand) => brand.link)).toContain('/buses/ashok-leyland');
      expect(data.busPopularModels.every((model) => model.link.startsWith('/buses/'))).toBe(true);
      expect(data.threeWheelerPopularModels.every((model) => model.link.startsWith('/three-wheelers/'))).toBe(
        true,
      );
      expect(data.truckPopularCompareDataFormatted.length).toBeGreaterThan(0);
      for (const comparison of data.truckPopularCompareDataFormatted) {
        const [first, second] = comparison.models;
        expect(comparison.label).toBe(`${first.name} vs ${second.name}`);
        expect(first.brandSlug).not.toBe(second.brandSlug);
        expect(comparison.link).toMatch(/^\/trucks\/compare\?variants=[a-z0-9-]+,[a-z0-9-]+$/);
      }
    });

    it('refuses an unknown locale', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/api/general/header-data?locale=xx' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^locale:/);
    });
  });

  describe('POST /api/general/subscribe', () => {
    const storedRows = async (email: string) => {
      const [{ value }] = await api.database.db
        .select({ value: count() })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      return value;
    };

    it('subscribes a new address with 201 and stores it once, even when it comes again', async () => {
      const first = await post('/api/general/subscribe', {
        email: 'fleet@sharma-roadways.in',
        category: 'subscription',
      });
      expect(first.statusCode).toBe(201);
      expect(messageResponseSchema.parse(first.json()).message).toMatch(/Thank you for subscribing/);
      const again = await post('/api/general/subscribe', {
        email: ' Fleet@Sharma-Roadways.in ',
        category: 'subscription',
      });
      expect(again.statusCode).toBe(201);
      expect(again.json().message).toMatch(/already subscribed/);
      expect(await storedRows('fleet@sharma-roadways.in')).toBe(1);
    });

    it.each([
      [{ category: 'subscription' }, 'Please enter your email'],
      [{ email: '   ', category: 'subscription' }, 'Please enter your email'],
      [{ email: 'fleet@sharma', category: 'subscription' }, 'Please enter a valid email address'],
      [{ email: 'fleet owner@sharma.in', category: 'subscription' }, 'Please enter a valid email address'],
    ])('answers 400 for %j with the exact message', async (payload, message) => {
      const response = await post('/api/general/subscribe', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('refuses another category, naming the field', async () => {
      const response = await post('/api/general/subscribe', { email: 'a@b.in', category: 'offers' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^category:/);
      expect(await storedRows('a@b.in')).toBe(0);
    });
  });

  describe('POST /api/general/contact', () => {
    const valid = {
      name: 'Ravi Kumar',
      mobile: '9876543210',
      email: 'ravi@kumar-logistics.in',
      subject: 'Dealer listing',
      message: 'Please list our Eicher dealership in Nagpur.',
    };

    it('stores the message and answers 201', async () => {
      const response = await post('/api/general/contact', valid);
      expect(response.statusCode).toBe(201);
      expect(messageResponseSchema.parse(response.json()).message).toMatch(/Thank you for contacting us/);
      const rows = await api.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'ravi@kumar-logistics.in'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'Ravi Kumar', mobile: '9876543210', subject: 'Dealer listing' });
    });

    it('accepts a message without a subject', async () => {
      const { name, mobile, message } = valid;
      const response = await post('/api/general/contact', {
        name,
        mobile,
        message,
        email: 'no-subject@example.in',
      });
      expect(response.statusCode).toBe(201);
      const [row] = await api.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'no-subject@example.in'));
      expect(row.subject).toBeNull();
    });

    it('stores a message once however often its idempotency key comes again (a retry, a form kept offline)', async () => {
      const keyed = { ...valid, email: 'keyed@kumar-logistics.in', idempotencyKey: 'contact-3f6b2a90-1' };
      const first = await post('/api/general/contact', keyed);
      const again = await post('/api/general/contact', keyed);
      const racing = await Promise.all([1, 2].map(() => post('/api/general/contact', keyed)));
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(messageResponseSchema.parse(again.json()).message).toMatch(/Thank you for contacting us/);
      expect(racing.map((response) => response.statusCode)).toEqual([200, 200]);
      const rows = await api.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'keyed@kumar-logistics.in'));
      expect(rows).toHaveLength(1);
      expect(rows[0].idempotencyKey).toBe('contact-3f6b2a90-1');
    });

    it('stores two copies that race with one new key once', async () => {
      const keyed = { ...valid, email: 'race@kumar-logistics.in', idempotencyKey: 'contact-race-000001' };
      const answers = await Promise.all([1, 2, 3].map(() => post('/api/general/contact', keyed)));
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
      const rows = await api.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.idempotencyKey, 'contact-race-000001'));
      expect(rows).toHaveLength(1);
    });

    it('refuses a key already used with another mobile (409) and a malformed key (400 naming it)', async () => {
      const keyed = { ...valid, idempotencyKey: 'contact-reused-0001' };
      expect((await post('/api/general/contact', keyed)).statusCode).toBe(201);
      const reused = await post('/api/general/contact', { ...keyed, mobile: '9123456780' });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe('idempotencyKey: already used for another message');
      const malformed = await post('/api/general/contact', { ...valid, idempotencyKey: 'short' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/^idempotencyKey: /);
    });

    it.each([
      [{ name: '' }, 'Please enter your name'],
      [{ name: 'Ra' }, 'Name should be at least 3 characters'],
      [{ mobile: '98765' }, 'Mobile number should not be less than 10 digits'],
      [{ mobile: '98765432101' }, 'Mobile number should not be more than 10 digits'],
      [{ email: 'ravi@' }, 'Please provide a valid email address'],
      [{ message: '  ' }, 'Please fill all details'],
    ])('answers 400 for %j with the field-rule message and stores nothing', async (change, message) => {
      const storedCount = async () =>
        (await api.database.db.select({ value: count() }).from(contactMessages))[0].value;
      const before = await storedCount();
      const response = await post('/api/general/contact', { ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await storedCount()).toBe(before);
    });
  });

  describe('GET /api/general/auto-expo-2025', () => {
    it('tells about the Bharat Mobility Global Expo 2025 in English', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/api/general/auto-expo-2025' });
      expect(response.statusCode).toBe(200);
      const { data } = autoExpoResponseSchema.parse(response.json());
      expect(data).toMatchObject({
        locale: 'en',
        name: 'Bharat Mobility Global Expo 2025',
        venue: 'Bharat Mandapam (Pragati Maidan)',
        city: 'New Delhi',
        startDate: '2025-01-17',
        endDate: '2025-01-22',
      });
      const brandsShown = data.highlights.map((highlight) => highlight.brandName);
      expect(brandsShown).toEqual(
        expect.arrayContaining([
          'Tata Motors',
          'Ashok Leyland',
          'Eicher',
          'BharatBenz',
          'Mahindra',
          'Montra Electric',
        ]),
      );
      expect(data.highlights.find((h) => h.brandName === 'Ashok Leyland')?.brandLink).toBe(
        '/trucks/ashok-leyland',
      );
    });

    it.each([
      ['hi', /[\u0900-\u097F]/],
      ['mr', /[\u0900-\u097F]/],
      ['pa', /[\u0A00-\u0A7F]/],
      ['ta', /[\u0B80-\u0BFF]/],
      ['te', /[\u0C00-\u0C7F]/],
    ])('is written in %s: the title, intro, city and every highlight', async (locale, script) => {
      const page = autoExpoResponseSchema.parse(
        (await api.app.inject({ method: 'GET', url: `/api/general/auto-expo-2025?locale=${locale}` })).json(),
      ).data;
      expect(page.locale).toBe(locale);
      expect(page.highlights).toHaveLength(8);
      const texts = [
        page.title,
        page.intro,
        page.city,
        ...page.highlights.flatMap((h) => [h.title, h.description]),
      ];
      expect(texts.filter((text) => !script.test(text))).toEqual([]);
      // A vehicle line is a model's name ("Tata Azura") or a description in the page's language.
      expect(
        page.highlights.filter((h) => /^[A-Z]/.test(h.vehicle) === false && !script.test(h.vehicle)),
      ).toEqual([]);
      expect(page.highlights.map((h) => h.vehicle)).not.toContain('Cargo and passenger range');
    });
  });
});
