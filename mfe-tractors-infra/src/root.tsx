import { Route, Routes } from '@cvb/router';
import { catalogRoutes } from '@cvb/vehicle-catalog';
import { ImplementsPage } from './implements';

/** Every tractor and infra page, from their definitions. */
export function TractorsInfraRoot() {
  return (
    <Routes>
      <Route path="/tractors/implements" element={<ImplementsPage />} />
      {catalogRoutes('tractor')}
      {catalogRoutes('infra')}
    </Routes>
  );
}
