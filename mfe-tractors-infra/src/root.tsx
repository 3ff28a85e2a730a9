import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { BrandListPage } from '@cvb/vehicle-catalog';

export function TractorsInfraRoot() {
  return (
    <Routes>
      <Route path="/tractors" element={<BrandListPage vertical="tractor" />} />
      <Route path="/tractors/brands" element={<BrandListPage vertical="tractor" />} />
      <Route path="/infra" element={<BrandListPage vertical="infra" />} />
      <Route path="/infra/brands" element={<BrandListPage vertical="infra" />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
