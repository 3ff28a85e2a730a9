import { popularWidgetMount } from '@cvb/vehicle-catalogue/popular-widget';

export type { PopularWidgetProps } from '@cvb/vehicle-catalogue/popular-widget';

/** `./popular-widget`: the most popular three-wheelers for a host page, inside this remote's providers. */
export const { mount, unmount } = popularWidgetMount('three-wheeler', 'mfe-three-wheelers/popular-widget');
