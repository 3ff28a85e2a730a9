import { Routes } from 'react-router-dom';
import { catalogRoutes } from '@cvb/vehicle-catalog';

export function BusesRoot() {
  return <Routes>{catalogRoutes('bus')}</Routes>;
}
