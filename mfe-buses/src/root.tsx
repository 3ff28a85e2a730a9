import { Routes } from '@cvb/router';
import { catalogueRoutes } from '@cvb/vehicle-catalogue/remote';

export function BusesRoot() {
  return <Routes>{catalogueRoutes('bus')}</Routes>;
}
