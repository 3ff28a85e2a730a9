import { popularWidgetMount } from '@cvb/vehicle-catalogue/popular-widget';

export type { PopularWidgetProps } from '@cvb/vehicle-catalogue/popular-widget';

/** `./popular-widget`: the most popular trucks for a host page, inside this remote's providers. */
export const { mount, unmount } = popularWidgetMount('truck', 'mfe-trucks/popular-widget');
