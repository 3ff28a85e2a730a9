import { popularWidgetMount } from '@cvb/vehicle-catalog';

export type { PopularWidgetProps } from '@cvb/vehicle-catalog';

/** `./popular-widget`: the most popular trucks for a host page, inside this remote's providers. */
export const { mount, unmount } = popularWidgetMount('truck', 'mfe-trucks/popular-widget');
