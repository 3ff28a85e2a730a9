import { Routes } from '@cvb/router';
import { catalogueRoutes } from '@cvb/vehicle-catalogue';

export function TrucksRoot() {
  return <Routes>{catalogueRoutes('truck')}</Routes>;
}
