import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { BrandListPage, SearchPage } from '@cvb/vehicle-catalog';

export function TrucksRoot() {
  return (
    <Routes>
      <Route path="/trucks" element={<BrandListPage vertical="truck" />} />
      <Route path="/trucks/brands" element={<BrandListPage vertical="truck" />} />
      <Route path="/trucks/search" element={<SearchPage vertical="truck" />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
