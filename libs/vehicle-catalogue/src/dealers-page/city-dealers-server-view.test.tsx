/** @jest-environment node */
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

const firstView = (locale: 'hi' | 'ta' | 'en', citySlug: string) =>
  render({
    url: `${locale === 'en' ? '' : `/${locale}`}/trucks/truck-dealers/tata-motors/${citySlug}`,
    locale,
    data: {},
    origin: 'https://www.cvbazaar.in',
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
