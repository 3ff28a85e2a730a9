import { Routes } from '@cvb/router';
import { catalogueRoutes } from '@cvb/vehicle-catalogue/remote';

export function TrucksRoot() {
  return <Routes>{catalogueRoutes('truck')}</Routes>;
}
