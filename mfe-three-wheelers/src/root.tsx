import { Routes } from 'react-router-dom';
import { catalogRoutes } from '@cvb/vehicle-catalog';

export function ThreeWheelersRoot() {
  return <Routes>{catalogRoutes('three-wheeler')}</Routes>;
}
