/** @jest-environment node */
import { apiCallKey } from '@cvb/contracts';
import { adDetailFixture, adListFixture } from './used/testing/used-fixtures';
import { renderServerView } from './server-view';

const request = (url: string, locale: 'en' | 'hi', data: Record<string, unknown> = {}) => ({
  url,
  locale,
  data,
  origin: 'https://www.cvbazaar.in',
});

describe('the account remote rendered on the server', () => {
  it('renders a used state page from the inlined list, heading and introduction in the page language', async () => {
    const key = apiCallKey('used-market/tractor/ads', {
      state: 'maharashtra',
      maxPrice: 500000,
      _locale: 'hi',
    });
    const view = await renderServerView(
      request('/hi/used-tractors/maharashtra?maxPrice=500000', 'hi', { [key]: adListFixture() }),
    );
    expect(view.html).toContain('महाराष्ट्र में पुराने ट्रैक्टर');
    expect(view.html).toContain('href="/hi/used-tractors/mahindra-575-di-2019-pune-123"');
    expect(view.html).toContain('₹4.20 लाख');
  });

  it('renders an ad page from its inlined answer, without the seller’s number', async () => {
    const key = apiCallKey('used-market/ads/123', { _locale: 'en' });
    const view = await renderServerView(
      request('/used-tractors/mahindra-575-di-2019-pune-123', 'en', { [key]: adDetailFixture() }),
    );
    expect(view.html).toContain('2019 Mahindra 575 DI XP Plus');
    expect(view.html).toContain('Priced 8 % below the estimate');
    expect(view.html).toContain('Contact seller');
    expect(view.html).not.toContain('tel:');
  });

  it('renders the valuation form and the account page (loading) without throwing', async () => {
    const valuation = await renderServerView(request('/used-vehicle-valuation', 'en'));
    expect(valuation.html).toContain('What is my used vehicle worth?');
    const account = await renderServerView(request('/account', 'en'));
    expect(account.html).toContain('role="status"');
  });
});
