import {
  ALL_VERTICAL_DEFINITIONS,
  VERTICAL_DEFINITIONS,
  type VehicleVertical,
  type VerticalDefinition,
} from '@cvb/contracts';
import {
  buildHeaderSections,
  isEnglishOnlyPath,
  menuForPath,
  sectionOfPath,
  SECTION_MENUS,
  type MenuItem,
} from './header-menus';
import { headerTexts } from '../../texts/header-texts';

const topLinks = (items: readonly MenuItem[]) => items.map((item) => item.to).filter(Boolean);
const allLinks = (items: readonly MenuItem[]) =>
  items.flatMap((item) => [item.to, ...(item.children ?? []).map((child) => child.to)]).filter(Boolean);

describe('header section of a path', () => {
  it.each([
    ['/', 'general'],
    ['/tractors', 'general'],
    ['/news/tata-launches-new-ace', 'general'],
    ['/news/business-outlook-2025', 'general'],
    ['/emandi', 'general'],
    ['/trucks', 'trucks'],
    ['/trucks/tata-motors/ace-gold', 'trucks'],
    ['/hi/trucks/compare', 'trucks'],
    ['/news/electric-truck-sales', 'trucks'],
    ['/buses', 'buses'],
    ['/bus-dealers/tata-motors', 'buses'],
    ['/popular-buses', 'buses'],
    ['/ta/latest-buses', 'buses'],
    ['/three-wheelers/search', 'three-wheelers'],
    ['/upcoming-three-wheelers', 'three-wheelers'],
    ['/tyres', 'tyres'],
    ['/tyre-guides/pressure', 'tyres'],
    ['/truck-tyres', 'tyres'],
    ['/three-wheeler-tyres', 'tyres'],
    ['/trucks/search?fuel=diesel', 'trucks'],
  ])('%s uses the %s menu', (path, section) => {
    expect(sectionOfPath(path)).toBe(section);
  });
});

describe('menus', () => {
  it('the general menu is the top menu with News & Reviews under it', () => {
    const menu = menuForPath('/');
    expect(topLinks(menu)).toEqual([
      '/tractors',
      '/trucks',
      '/buses',
      '/three-wheelers',
      '/infra',
      '/tyres',
      '/emandi',
      '/fuel-prices',
      '/news',
    ]);
    expect(menu.find((item) => item.key === 'usedVehicles')?.children?.map((child) => child.to)).toEqual([
      '/used-trucks',
      '/used-buses',
      '/used-three-wheelers',
      '/used-tractors',
      '/used-infra',
      '/used-vehicle-valuation',
      '/sell-used-vehicle',
    ]);
    expect(menu.find((item) => item.key === 'newsReviews')?.children?.map((child) => child.to)).toEqual([
      '/news',
      '/articles',
      '/expert-reviews',
      '/videos',
      '/web-stories',
    ]);
  });

  it('the trucks menu holds the truck pages of the site', () => {
    expect(allLinks(menuForPath('/trucks'))).toEqual(
      expect.arrayContaining([
        '/trucks/search',
        '/trucks/brands',
        '/trucks/electric-trucks',
        '/trucks/popular-trucks',
        '/trucks/latest-trucks',
        '/trucks/trucks-under-10-lakh',
        '/trucks/trucks-above-50-lakh',
        '/trucks/mini-trucks',
        '/trucks/trailer-trucks',
        '/trucks/compare',
        '/trucks/emi-calculator',
        '/trucks/truck-dealers',
        '/used-trucks',
        '/trucks/videos',
      ]),
    );
  });

  it.each([
    ['buses', ['/buses/search', '/buses/bus-dealers', '/buses/compare', '/buses/popular-buses']],
    [
      'three-wheelers',
      [
        '/three-wheelers/search',
        '/three-wheelers/three-wheelers-dealers',
        '/three-wheelers/upcoming-three-wheelers',
      ],
    ],
    ['tyres', ['/tyres/search', '/truck-tyres', '/tractor-tyres', '/tyres/compare', '/tyre-guides']],
  ] as const)('the %s menu links its own pages', (section, links) => {
    expect(allLinks(SECTION_MENUS[section])).toEqual(expect.arrayContaining([...links]));
  });

  it('every menu entry has a page or a dropdown', () => {
    for (const menu of Object.values(SECTION_MENUS)) {
      for (const item of menu) expect(Boolean(item.to) || Boolean(item.children?.length)).toBe(true);
    }
  });
});

describe('English-only links', () => {
  it.each([
    ['/fuel-prices', true],
    ['/fuel-prices/delhi', true],
    ['/fuel-prices-news', false],
    ['/trucks', false],
  ])('%s → %s', (to, expected) => {
    expect(isEnglishOnlyPath(to)).toBe(expected);
  });
});

describe('menu texts', () => {
  const entries = Object.values(SECTION_MENUS).flatMap((menu) => [
    ...menu,
    ...menu.flatMap((item) => item.children ?? []),
  ]);
  // A budget page's link reads as its band (bandLabel), the others by their key.
  const menuKeys = entries.filter((entry) => !('band' in entry && entry.band)).map((entry) => entry.key);

  it('every budget page of a menu carries its price band', () => {
    const budgetLinks = Object.values(SECTION_MENUS)
      .flatMap((menu) => menu.filter((item) => item.key === 'byBudget'))
      .flatMap((item) => item.children ?? []);
    expect(budgetLinks.length).toBeGreaterThan(10);
    for (const link of budgetLinks) {
      expect(link.band?.dimension.unit).toBe('rupees');
      expect(link.to.endsWith(link.band?.band.key ?? '-')).toBe(true);
    }
  });

  it.each(['en', 'hi', 'mr', 'pa', 'ta', 'te'] as const)('every menu entry has a %s text', (locale) => {
    const texts = headerTexts[locale] as { header: { menu: Record<string, string> } };
    const missing = menuKeys.filter((key) => !texts.header.menu[key]);
    expect(missing).toEqual([]);
  });

  it('the bus and three-wheeler dropdowns list their budget and type pages', () => {
    expect(allLinks(SECTION_MENUS.buses)).toEqual(
      expect.arrayContaining(['/buses/buses-under-1-crore', '/buses/school-buses', '/buses/electric-buses']),
    );
    expect(allLinks(SECTION_MENUS['three-wheelers'])).toEqual(
      expect.arrayContaining([
        '/three-wheelers/three-wheelers-above-4-lakh',
        '/three-wheelers/e-rickshaw-three-wheelers',
        '/three-wheelers/electric-three-wheelers',
      ]),
    );
  });
});

describe('a new vertical from one definition (docs/architecture.md#registry)', () => {
  const vans: VerticalDefinition = {
    ...VERTICAL_DEFINITIONS.truck,
    key: 'van' as VehicleVertical,
    plural: 'vans',
    basePath: '/vans',
    dealersPath: '/vans/van-dealers',
    header: { menuOrder: 6, ownSection: true },
    shortForms: { '/popular-vans': '/vans/popular-vans' },
  };
  const sections = buildHeaderSections([...ALL_VERTICAL_DEFINITIONS, vans]);

  it('puts it in the general menu after the verticals already there', () => {
    expect(topLinks(sections.menus.general).slice(0, 6)).toEqual([
      '/tractors',
      '/trucks',
      '/buses',
      '/three-wheelers',
      '/infra',
      '/vans',
    ]);
  });

  it('gives it a header section with its own menu and logo target', () => {
    expect(sections.sectionOf('/vans/force-motors/traveller')).toBe('vans');
    expect(sections.sectionOf('/hi/popular-vans')).toBe('vans');
    expect(sections.home.vans).toBe('/vans');
    expect(allLinks(sections.menus.vans)).toEqual(
      expect.arrayContaining([
        '/vans',
        '/vans/search',
        '/vans/brands',
        '/vans/compare',
        '/vans/van-dealers',
        '/used-vans',
      ]),
    );
  });

  it('lists no popular brands for it until the header data carries them', () => {
    expect(sections.menus.vans.some((item) => item.popularBrandsOf)).toBe(false);
    expect(sections.menus.trucks.find((item) => item.popularBrandsOf)?.popularBrandsOf).toBe('truck');
  });
});
