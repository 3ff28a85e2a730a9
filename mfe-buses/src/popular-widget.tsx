import { popularWidgetMount } from '@cvb/vehicle-catalog';

export type { PopularWidgetProps } from '@cvb/vehicle-catalog';

/** `./popular-widget`: the most popular buses for a host page, inside this remote's providers. */
export const { mount, unmount } = popularWidgetMount('bus', 'mfe-buses/popular-widget');
