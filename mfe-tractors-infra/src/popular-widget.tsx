import { popularWidgetMount } from '@cvb/vehicle-catalogue/popular-widget';

export type { PopularWidgetProps } from '@cvb/vehicle-catalogue/popular-widget';

/** `./popular-widget`: the most popular tractors for a host page, inside this remote's providers. */
export const { mount, unmount } = popularWidgetMount('tractor', 'mfe-tractors-infra/popular-widget');
