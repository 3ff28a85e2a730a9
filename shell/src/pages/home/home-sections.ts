import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A widget another app exposes through federation, mounted by `RemoteWidget`. */
export interface RemoteSection {
  kind: 'remote';
  moduleId: string;
  props: object;
  /** Height of its placeholder, close to its own, so the page does not jump as it arrives. */
  height: string;
}

/** A widget of the shell's own (it draws on several verticals), downloaded as its own chunk. */
export interface LocalSection {
  kind: 'local';
  key: string;
  Widget: LazyExoticComponent<ComponentType>;
  height: string;
}

export type HomeSection = RemoteSection | LocalSection;

const UpcomingLaunches = lazy(() =>
  import(/* webpackChunkName: "home-upcoming" */ './upcoming-launches').then((m) => ({
    default: m.UpcomingLaunches,
  })),
);
const BrandsCarousel = lazy(() =>
  import(/* webpackChunkName: "home-brands" */ './brands-carousel').then((m) => ({
    default: m.BrandsCarousel,
  })),
);

const remote = (moduleId: string, props: object, height: string): RemoteSection => ({
  kind: 'remote',
  moduleId,
  props,
  height,
});

/**
 * The widgets below the finder and the categories, in page order. The first loads once the page has loaded and the
 * browser is idle, or sooner if the visitor scrolls near it; the others when the visitor scrolls near them, each
 * isolated (its own skeleton and error panel).
 */
export const HOME_SECTIONS: readonly HomeSection[] = [
  remote('mfe_trucks/popular-widget', { limit: 6 }, '320px'),
  remote('mfe_buses/popular-widget', { limit: 6 }, '320px'),
  remote('mfe_three_wheelers/popular-widget', { limit: 6 }, '320px'),
  remote('mfe_tractors_infra/popular-widget', { limit: 6 }, '320px'),
  { kind: 'local', key: 'upcoming-launches', Widget: UpcomingLaunches, height: '320px' },
  remote('mfe_tyres/popular-widget', { limit: 4 }, '240px'),
  remote('mfe_media/latest-news', { count: 5 }, '280px'),
  remote('mfe_media/latest-videos', { count: 4 }, '320px'),
  remote('mfe_emandi_fuel/today-widget', {}, '200px'),
  { kind: 'local', key: 'brands', Widget: BrandsCarousel, height: '260px' },
];
