import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { FuelPricesPage } from './pages/fuel-prices-page';

export function EmandiFuelRoot() {
  return (
    <Routes>
      <Route path="/fuel-prices" element={<FuelPricesPage />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
