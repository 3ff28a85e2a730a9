import { Routes } from 'react-router-dom';
import { catalogRoutes } from '@cvb/vehicle-catalog';

export function TrucksRoot() {
  return <Routes>{catalogRoutes('truck')}</Routes>;
}
