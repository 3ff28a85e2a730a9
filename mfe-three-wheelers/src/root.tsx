import { Routes } from '@cvb/router';
import { catalogueRoutes } from '@cvb/vehicle-catalogue';

export function ThreeWheelersRoot() {
  return <Routes>{catalogueRoutes('three-wheeler')}</Routes>;
}
