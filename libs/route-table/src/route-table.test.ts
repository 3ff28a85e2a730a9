import { activityFor } from './activity';
import {
  ALL_VERTICAL_DEFINITIONS,
  VERTICAL_DEFINITIONS,
  type VehicleVertical,
  type VerticalDefinition,
} from '@cvb/contracts';
import { REMOTE_APPS, buildRouteTable, containerName, ownerOf, type AppName } from './route-table';

// Every page of the site (docs/domain.md#pages), with the app that owns it (docs/architecture.md#route-ownership).
const specPaths: Array<[string, AppName]> = [
  ['/', 'shell'],
  ['/advertise-with-us', 'shell'],
  ['/contact-us', 'shell'],
  ['/about-us', 'shell'],
  ['/privacy-policy', 'shell'],
  ['/terms-and-conditions', 'shell'],
  ['/visitor-agreement', 'shell'],
  ['/auto-expo-2025', 'shell'],
  ['/tractors', 'mfe-tractors-infra'],
  ['/tractors/popular-tractors', 'mfe-tractors-infra'],
  ['/tractors/mini-tractors', 'mfe-tractors-infra'],
  ['/tractors/tractor-dealers', 'mfe-tractors-infra'],
  ['/infra', 'mfe-tractors-infra'],
  ['/tyres', 'mfe-tyres'],
  ['/emandi', 'mfe-emandi-fuel'],
  ['/community', 'mfe-account'],
  ['/admin', 'mfe-account'],
  ['/web-stories', 'mfe-media'],
  ['/web-stories/tata-ace-story', 'mfe-media'],
  ['/tractors/web-stories/best-tractors', 'mfe-media'],
  ['/news', 'mfe-media'],
  ['/news/gst-cut-on-trucks', 'mfe-media'],
  ['/articles/bestofs', 'mfe-media'],
  ['/articles/tips-advice', 'mfe-media'],
  ['/articles/features', 'mfe-media'],
  ['/expert-reviews/tata-signa-review', 'mfe-media'],
  ['/videos/some-video', 'mfe-media'],
  ['/trucks/videos', 'mfe-media'],
  ['/buses/videos', 'mfe-media'],
  ['/three-wheelers/videos', 'mfe-media'],
  ['/trucks/tata-motors/videos', 'mfe-media'],
  ['/trucks/tata-motors/ace-gold/videos', 'mfe-media'],
  ['/trucks/search', 'mfe-trucks'],
  ['/trucks/brands', 'mfe-trucks'],
  ['/trucks/electric-trucks', 'mfe-trucks'],
  ['/trucks/trucks-under-10-lakh', 'mfe-trucks'],
  ['/trucks/compare', 'mfe-trucks'],
  ['/trucks/emi-calculator', 'mfe-trucks'],
  ['/trucks/cost-of-ownership', 'mfe-trucks'],
  ['/trucks/trip-cost-calculator', 'mfe-trucks'],
  ['/tractors/cost-of-ownership', 'mfe-tractors-infra'],
  ['/three-wheelers/cost-of-ownership', 'mfe-three-wheelers'],
  ['/trucks/truck-dealers/tata-motors/pune', 'mfe-trucks'],
  ['/buses', 'mfe-buses'],
  ['/buses/search', 'mfe-buses'],
  ['/popular-buses', 'mfe-buses'],
  ['/latest-buses', 'mfe-buses'],
  ['/bus-dealers/ashok-leyland/chennai', 'mfe-buses'],
  ['/three-wheelers', 'mfe-three-wheelers'],
  ['/popular-three-wheelers', 'mfe-three-wheelers'],
  ['/latest-three-wheelers', 'mfe-three-wheelers'],
  ['/upcoming-three-wheelers', 'mfe-three-wheelers'],
  ['/three-wheelers/three-wheelers-dealers/bajaj/jaipur', 'mfe-three-wheelers'],
  ['/tyres/search', 'mfe-tyres'],
  ['/truck-tyres', 'mfe-tyres'],
  ['/tractor-tyres', 'mfe-tyres'],
  ['/three-wheeler-tyres', 'mfe-tyres'],
  ['/tyre-guides/tyre-pressure', 'mfe-tyres'],
  ['/fuel-prices', 'mfe-emandi-fuel'],
  ['/fuel-prices/petrol-price-in-all-city', 'mfe-emandi-fuel'],
  ['/account', 'mfe-account'],
  ['/sell-used-vehicle', 'mfe-account'],
  ['/used-trucks', 'mfe-account'],
  ['/used-buses', 'mfe-account'],
  ['/used-three-wheelers', 'mfe-account'],
  ['/used-tractors', 'mfe-account'],
  ['/used-tractors/maharashtra', 'mfe-account'],
  ['/used-tractors/brand/mahindra', 'mfe-account'],
  ['/used-infra', 'mfe-account'],
  ['/used-vehicle-valuation', 'mfe-account'],
  ['/trucks/used-trucks', 'mfe-trucks'],
  ['/used-truckstop', 'shell'],
  ['/no-such-page', 'shell'],
  ['/truckstop', 'shell'],
];

describe('route table', () => {
  it.each(specPaths)('%s belongs to %s', (path, app) => {
    expect(ownerOf(path)).toBe(app);
  });

  it('ignores trailing slashes and query strings', () => {
    expect(ownerOf('/trucks/')).toBe('mfe-trucks');
    expect(ownerOf('/news?page=2')).toBe('mfe-media');
  });

  it('gives each path exactly one active app, locale prefix included', () => {
    const apps: AppName[] = ['shell', ...REMOTE_APPS];
    for (const [path, owner] of specPaths) {
      for (const prefix of ['', '/hi', '/te']) {
        const location = { pathname: `${prefix}${path === '/' && prefix ? '' : path}` } as Location;
        const active = apps.filter((app) => activityFor(app)(location));
        expect(active).toEqual([owner]);
      }
    }
  });

  it('names federation containers with underscores', () => {
    expect(containerName('mfe-three-wheelers')).toBe('mfe_three_wheelers');
  });
});

describe('a new vertical from one definition (docs/architecture.md#registry)', () => {
  const vans: VerticalDefinition = {
    ...VERTICAL_DEFINITIONS.truck,
    key: 'van' as VehicleVertical,
    plural: 'vans',
    basePath: '/vans',
    app: 'mfe-trucks',
    dealersPath: '/vans/van-dealers',
    shortForms: { '/popular-vans': '/vans/popular-vans', '/van-dealers': '/vans/van-dealers' },
  };
  const table = buildRouteTable([...ALL_VERTICAL_DEFINITIONS, vans]);

  it.each([
    ['/vans', 'mfe-trucks'],
    ['/vans/force-motors/traveller', 'mfe-trucks'],
    ['/popular-vans', 'mfe-trucks'],
    ['/van-dealers/force-motors/pune', 'mfe-trucks'],
    ['/vans/force-motors/videos', 'mfe-media'],
    ['/used-vans', 'mfe-account'],
    ['/used-vans/maharashtra', 'mfe-account'],
    ['/popular-vans/extra', 'shell'],
    ['/trucks/tata-motors/ace-gold', 'mfe-trucks'],
  ] as const)('gets %s owned by %s with no other edit', (path, app) => {
    expect(ownerOf(path, table)).toBe(app);
  });

  it('refuses a definition that names an app the site does not have', () => {
    expect(() => buildRouteTable([{ ...vans, app: 'mfe-vans' }])).toThrow(
      '"mfe-vans" is not one of the site\'s remotes',
    );
  });
});
