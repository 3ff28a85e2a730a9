import { headerDataCacheKey, loadHeaderData } from './header-data-cache';
import type { HeaderDataResponse as HeaderData } from '@cvb/contracts';
import { isHeaderData } from './header-data-shape';
import { withPopularBrands } from './popular-brands';
import { menuForPath } from './header-menus';

function headerData(name: string): HeaderData {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return {
    data: {
      truckPopularBrands: [{ name, slug, link: `/trucks/${slug}`, logo: `/logos/${slug}.webp` }],
      truckPopularModels: [],
      truckPopularCompareDataFormatted: [],
      busPopularBrands: [],
      busPopularModels: [],
      busPopularCompareDataFormatted: [],
      threeWheelerPopularBrands: [],
      threeWheelerPopularModels: [],
      threeWheelerPopularCompareDataFormatted: [],
    },
  };
}

describe('header data', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    window.sessionStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('is fetched once per locale and then read from session storage', async () => {
    const fetchData = jest.fn(async (locale: string) =>
      headerData(locale === 'hi' ? 'टाटा मोटर्स' : 'Tata Motors'),
    );
    const first = await loadHeaderData('en', fetchData, isHeaderData);
    const again = await loadHeaderData('en', fetchData, isHeaderData);
    const hindi = await loadHeaderData('hi', fetchData, isHeaderData);

    expect(fetchData).toHaveBeenCalledTimes(2);
    expect(fetchData.mock.calls.map(([locale]) => locale)).toEqual(['en', 'hi']);
    expect(again).toEqual(first);
    expect(first?.data.truckPopularBrands[0].name).toBe('Tata Motors');
    expect(hindi?.data.truckPopularBrands[0].name).toBe('टाटा मोटर्स');
    expect(JSON.parse(window.sessionStorage.getItem(headerDataCacheKey('hi')) ?? '{}')).toEqual(hindi);
  });

  it('fetches again when the cached value is broken', async () => {
    window.sessionStorage.setItem(headerDataCacheKey('en'), '{broken');
    const fetchData = jest.fn(async () => headerData('Eicher'));
    expect((await loadHeaderData('en', fetchData, isHeaderData))?.data.truckPopularBrands[0].name).toBe(
      'Eicher',
    );
    expect(fetchData).toHaveBeenCalledTimes(1);
  });

  it('fetches again when the cached value has another shape (written by an older build)', async () => {
    window.sessionStorage.setItem(
      headerDataCacheKey('en'),
      JSON.stringify({ data: { truckPopularBrands: [] } }),
    );
    const fetchData = jest.fn(async () => headerData('Ashok Leyland'));
    expect((await loadHeaderData('en', fetchData, isHeaderData))?.data.truckPopularBrands[0].name).toBe(
      'Ashok Leyland',
    );
    expect(fetchData).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure, caches nothing and gives null', async () => {
    const failure = new Error('Network Error');
    const fetchData = jest.fn(async () => {
      throw failure;
    });
    await expect(loadHeaderData('ta', fetchData, isHeaderData)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('[shell] header data could not be loaded', failure);
    expect(window.sessionStorage.getItem(headerDataCacheKey('ta'))).toBeNull();
  });

  it('works without a storage', async () => {
    const fetchData = jest.fn(async () => headerData('Ashok Leyland'));
    await loadHeaderData('en', fetchData, isHeaderData, null);
    await loadHeaderData('en', fetchData, isHeaderData, null);
    expect(fetchData).toHaveBeenCalledTimes(2);
  });
});

describe('popular brands in the trucks menu', () => {
  it('follow the popular trucks link', () => {
    const popular = withPopularBrands(menuForPath('/trucks'), headerData('Tata Motors')).find(
      (item) => item.key === 'popularTrucks',
    );
    expect(popular?.children).toEqual([
      { key: 'allPopularTrucks', to: '/trucks/popular-trucks' },
      { key: 'brand-tata-motors', to: '/trucks/tata-motors', label: 'Tata Motors' },
    ]);
  });

  it('leave the menu as it is without data', () => {
    const menu = menuForPath('/trucks');
    expect(withPopularBrands(menu, null)).toEqual(menu);
  });
});
