import { Routes } from '@cvb/router';
import { catalogRoutes } from '@cvb/vehicle-catalog';

export function BusesRoot() {
  return <Routes>{catalogRoutes('bus')}</Routes>;
}
