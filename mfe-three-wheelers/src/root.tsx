import { Routes } from '@cvb/router';
import { catalogueRoutes } from '@cvb/vehicle-catalogue/remote';

export function ThreeWheelersRoot() {
  return <Routes>{catalogueRoutes('three-wheeler')}</Routes>;
}
