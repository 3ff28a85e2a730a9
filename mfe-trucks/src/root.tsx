import { Routes } from '@cvb/router';
import { catalogRoutes } from '@cvb/vehicle-catalog';

export function TrucksRoot() {
  return <Routes>{catalogRoutes('truck')}</Routes>;
}
