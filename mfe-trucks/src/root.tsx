import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from '@cvb/mfe-kit';
import {
  BrandDealersPage,
  BrandListPage,
  ComparePage,
  EmiPage,
  CityDealersPage,
  DealersHomePage,
  ModelPage,
  SearchPage,
  VariantPage,
  BrandModelsPage,
  VehicleLandingPage,
  VehicleListPage,
  UsedVehiclesPage,
  catalogListPages,
} from '@cvb/vehicle-catalog';

export function TrucksRoot() {
  return (
    <Routes>
      <Route path="/trucks" element={<VehicleLandingPage vertical="truck" />} />
      <Route path="/trucks/brands" element={<BrandListPage vertical="truck" />} />
      <Route path="/trucks/search" element={<SearchPage vertical="truck" />} />
      <Route path="/trucks/compare" element={<ComparePage vertical="truck" />} />
      <Route path="/trucks/emi-calculator" element={<EmiPage vertical="truck" />} />
      <Route path="/trucks/used-trucks" element={<UsedVehiclesPage vertical="truck" />} />
      <Route path="/trucks/truck-dealers" element={<DealersHomePage vertical="truck" />} />
      <Route path="/trucks/truck-dealers/:brandSlug" element={<BrandDealersPage vertical="truck" />} />
      <Route
        path="/trucks/truck-dealers/:brandSlug/:citySlug"
        element={<CityDealersPage vertical="truck" />}
      />
      {catalogListPages('truck').map((page) => (
        <Route key={page.slug} path={page.path} element={<VehicleListPage vertical="truck" page={page} />} />
      ))}
      <Route path="/trucks/:brandSlug" element={<BrandModelsPage vertical="truck" />} />
      <Route path="/trucks/:brandSlug/:modelSlug" element={<ModelPage vertical="truck" />} />
      <Route path="/trucks/:brandSlug/:modelSlug/:variantSlug" element={<VariantPage vertical="truck" />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
