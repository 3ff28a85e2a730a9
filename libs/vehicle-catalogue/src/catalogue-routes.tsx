import type { VehicleVertical } from '@cvb/contracts';
import { Route } from '@cvb/router';
import { runningCostTools, verticalDefinition } from '@cvb/contracts';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { BrandListPage } from './brand-list/brand-list-page';
import { ComparePage } from './compare-page';
import { BrandDealersPage, CityDealersPage, DealersHomePage } from './dealers-page';
import { CostOfOwnershipPage, TripCostPage } from './cost-page';
import { EmiPage } from './emi-page';
import { VehicleLandingPage } from './landing-page';
import { BrandModelsPage, VehicleListPage, catalogueListPages } from './list-pages';
import { ModelPage } from './model-page';
import { SearchPage } from './search-page';
import { UsedVehiclesPage } from './used-vehicles';
import { VariantPage } from './variant-page';

/**
 * Every page of a vertical's catalogue, from its VerticalDefinition: a remote's root is
 * `<Routes>{catalogueRoutes('bus')}</Routes>`. Anything else under the vertical is the not-found page.
 */
export function catalogueRoutes(vertical: VehicleVertical) {
  const definition = verticalDefinition(vertical);
  const { basePath, dealersPath, plural } = definition;
  return [
    <Route key="landing" path={basePath} element={<VehicleLandingPage vertical={vertical} />} />,
    <Route key="brands" path={`${basePath}/brands`} element={<BrandListPage vertical={vertical} />} />,
    <Route key="search" path={`${basePath}/search`} element={<SearchPage vertical={vertical} />} />,
    <Route key="compare" path={`${basePath}/compare`} element={<ComparePage vertical={vertical} />} />,
    <Route
      key="emi"
      path={`${basePath}/emi-calculator`}
      element={<EmiPage key={vertical} vertical={vertical} />}
    />,
    ...runningCostTools(definition).map((tool) => (
      <Route
        key={tool}
        path={`${basePath}/${tool}`}
        element={
          tool === 'trip-cost-calculator' ? (
            <TripCostPage key={vertical} vertical={vertical} />
          ) : (
            <CostOfOwnershipPage key={vertical} vertical={vertical} />
          )
        }
      />
    )),
    <Route
      key="used"
      path={`${basePath}/used-${plural}`}
      element={<UsedVehiclesPage vertical={vertical} />}
    />,
    <Route key="dealers" path={dealersPath} element={<DealersHomePage vertical={vertical} />} />,
    <Route
      key="dealers-brand"
      path={`${dealersPath}/:brandSlug`}
      element={<BrandDealersPage vertical={vertical} />}
    />,
    <Route
      key="dealers-city"
      path={`${dealersPath}/:brandSlug/:citySlug`}
      element={<CityDealersPage vertical={vertical} />}
    />,
    ...catalogueListPages(vertical).map((page) => (
      <Route key={page.slug} path={page.path} element={<VehicleListPage vertical={vertical} page={page} />} />
    )),
    <Route key="brand" path={`${basePath}/:brandSlug`} element={<BrandModelsPage vertical={vertical} />} />,
    <Route
      key="model"
      path={`${basePath}/:brandSlug/:modelSlug`}
      element={<ModelPage vertical={vertical} />}
    />,
    <Route
      key="variant"
      path={`${basePath}/:brandSlug/:modelSlug/:variantSlug`}
      element={<VariantPage vertical={vertical} />}
    />,
    <Route key="not-found" path="*" element={<RemoteNotFound />} />,
  ];
}
