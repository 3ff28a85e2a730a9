import { parseLocalePath } from '@cvb/i18n';
import { ownerOf, type AppName } from './route-table';

/** single-spa activity function for an app, derived from the route table. */
export function activityFor(app: AppName): (location: Location) => boolean {
  return (location) => ownerOf(parseLocalePath(location.pathname).path) === app;
}
