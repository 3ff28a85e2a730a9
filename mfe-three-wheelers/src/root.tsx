import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { BrandListPage } from '@cvb/vehicle-catalog';

export function ThreeWheelersRoot() {
  return (
    <Routes>
      <Route path="/three-wheelers" element={<BrandListPage vertical="three-wheeler" />} />
      <Route path="/three-wheelers/brands" element={<BrandListPage vertical="three-wheeler" />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
