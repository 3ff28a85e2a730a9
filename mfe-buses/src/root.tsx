import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { BrandListPage } from '@cvb/vehicle-catalog';

export function BusesRoot() {
  return (
    <Routes>
      <Route path="/buses" element={<BrandListPage vertical="bus" />} />
      <Route path="/buses/brands" element={<BrandListPage vertical="bus" />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
