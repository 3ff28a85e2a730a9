/** @jest-environment node */
import {
  apiCallKey,
  citiesCall,
  dealersCall,
  verticalDefinition,
  type ApiCall,
  type City,
  type Dealer,
} from '@cvb/contracts';
import { remoteServerRenderer } from '@cvb/mfe-kit/server';
import { Route, Routes } from '@cvb/router';
import { lazyCatalogueTexts } from '../catalogue-texts/lazy';
import { CityDealersPage } from './city-dealers-page';

/** The trucks remote's dealers page alone, rendered by the server as the shell asks for it. */
const render = remoteServerRenderer({
  app: 'mfe-dealers-test',
  texts: [lazyCatalogueTexts],
  App: () => (
    <Routes>
      <Route
        path="/trucks/truck-dealers/:brandSlug/:citySlug"
        element={<CityDealersPage vertical="truck" />}
      />
    </Routes>
  ),
});

const firstView = (locale: 'hi' | 'ta' | 'en', citySlug: string, data: Record<string, unknown> = {}) =>
  render({
    url: `${locale === 'en' ? '' : `/${locale}`}/trucks/truck-dealers/tata-motors/${citySlug}`,
    locale,
    data,
    origin: 'https://www.cvbazaar.in',
  });

const cities: City[] = [
  { slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' },
  { slug: 'aurangabad', name: 'Chhatrapati Sambhajinagar', state: 'Maharashtra' },
  { slug: 'pune', name: 'Pune', state: 'Maharashtra' },
];

const saiMotors: Dealer = {
  id: 7,
  brandSlug: 'tata-motors',
  brandName: 'Tata Motors',
  kind: 'dealer',
  name: 'Sai Motors Tata Commercial',
  address: 'Plot 12, Bhosari MIDC, Pune',
  city: 'Pune',
  citySlug: 'pune',
  state: 'Maharashtra',
  pincode: '411026',
  phone: '9822012345',
};

const keyOf = (call: ApiCall) => apiCallKey(call.path, call.query);

/** The answers the shell's server inlines for the page (the calls general/seo names for it). */
const answersFor = (citySlug: string, dealers: Dealer[]) => ({
  [keyOf(dealersCall(verticalDefinition('truck'), { brandSlug: 'tata-motors', citySlug }))]: {
    items: dealers,
    total: dealers.length,
  },
  [keyOf(citiesCall())]: { data: { cities } },
});

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? '';

describe("the city's dealers page as the server first renders it (no answers yet)", () => {
  it('names the city in Hindi: पुणे, not Pune', async () => {
    const title = heading((await firstView('hi', 'pune')).html);
    expect(title).toContain('पुणे');
    expect(title).not.toContain('Pune');
    expect(title).toContain('Tata Motors');
  });

  it('names it in Tamil too, and in English on an English page', async () => {
    expect(heading((await firstView('ta', 'new-delhi')).html)).toContain('புது தில்லி');
    expect(heading((await firstView('en', 'pune')).html)).toContain('Pune');
  });
});

describe("the city's dealers page rendered by the server with the page's answers", () => {
  it('lists the dealers and the city choice in the HTML, not the loading placeholder', async () => {
    const { html } = await firstView('hi', 'pune', answersFor('pune', [saiMotors]));
    expect(html).toContain('Sai Motors Tata Commercial');
    expect(html).toContain('Plot 12, Bhosari MIDC, Pune');
    expect(html).toMatch(/<select[^>]*>.*पुणे.*<\/select>/s);
  });

  it("names Aurangabad by the city table's name from the first view on, not the slug's old name", async () => {
    const title = heading((await firstView('hi', 'aurangabad', answersFor('aurangabad', []))).html);
    expect(title).toContain('छत्रपति संभाजीनगर');
    expect(title).not.toContain('औरंगाबाद');
  });
});
