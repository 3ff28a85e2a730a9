import { Routes } from '@cvb/router';
import { catalogRoutes } from '@cvb/vehicle-catalog';

export function ThreeWheelersRoot() {
  return <Routes>{catalogRoutes('three-wheeler')}</Routes>;
}
