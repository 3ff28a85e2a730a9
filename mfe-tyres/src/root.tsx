import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { TyreBrandsPage } from './pages/tyre-brands-page';

export function TyresRoot() {
  return (
    <Routes>
      <Route path="/tyres" element={<TyreBrandsPage />} />
      <Route path="/tyres/brands" element={<TyreBrandsPage />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
