import { popularWidgetMount } from '@cvb/vehicle-catalogue/popular-widget';

export type { PopularWidgetProps } from '@cvb/vehicle-catalogue/popular-widget';

/** `./popular-widget`: the most popular buses for a host page, inside this remote's providers. */
export const { mount, unmount } = popularWidgetMount('bus', 'mfe-buses/popular-widget');
