import { Route, Routes } from '@cvb/router';
import { catalogueRoutes } from '@cvb/vehicle-catalogue/remote';
import { ImplementsPage } from './implements';

/** Every tractor and infra page, from their definitions. */
export function TractorsInfraRoot() {
  return (
    <Routes>
      <Route path="/tractors/implements" element={<ImplementsPage />} />
      {catalogueRoutes('tractor')}
      {catalogueRoutes('infra')}
    </Routes>
  );
}
