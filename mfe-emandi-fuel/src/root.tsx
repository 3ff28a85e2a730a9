import { lazy } from 'react';
import { Route, Routes } from '@cvb/router';
import { PageSuspense, RemoteNotFound } from '@cvb/mfe-kit';
import { Container, Skeleton } from '@cvb/ui';

// One chunk per page: a visitor of /fuel-prices never downloads the mandi pages, nor the chart library.
const EmandiHomePage = lazy(() => import('./mandi/emandi-home-page'));
const CommodityPage = lazy(() => import('./mandi/commodity-page'));
const MarketPage = lazy(() => import('./mandi/market-page'));
const PriceImportPage = lazy(() => import('./admin/price-import-page'));
const FuelPricesPage = lazy(() => import('./fuel/fuel-prices-page'));
const FuelAllCitiesPage = lazy(() => import('./fuel/fuel-all-cities-page'));
const FuelPlacePage = lazy(() => import('./fuel/fuel-place-page'));

const PageSkeleton = () => (
  <Container>
    <Skeleton $height="640px" />
  </Container>
);

export function EmandiFuelRoot() {
  return (
    <PageSuspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/emandi" element={<EmandiHomePage />} />
        <Route path="/emandi/admin" element={<PriceImportPage />} />
        <Route path="/emandi/market/:state/:district/:market" element={<MarketPage />} />
        <Route path="/emandi/:commodity" element={<CommodityPage />} />
        <Route path="/fuel-prices" element={<FuelPricesPage />} />
        <Route path="/fuel-prices/petrol-price-in-all-city" element={<FuelAllCitiesPage fuel="petrol" />} />
        <Route path="/fuel-prices/diesel-price-in-all-city" element={<FuelAllCitiesPage fuel="diesel" />} />
        <Route path="/fuel-prices/cng-price-in-all-city" element={<FuelAllCitiesPage fuel="cng" />} />
        <Route path="/fuel-prices/:under" element={<FuelPlacePage />} />
        <Route path="*" element={<RemoteNotFound />} />
      </Routes>
    </PageSuspense>
  );
}
