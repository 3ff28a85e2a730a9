import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from '@cvb/router';
import { PageSuspense, RemoteNotFound } from '@cvb/mfe-kit';
import { Container, Skeleton } from '@cvb/ui';

/** One chunk per page: a visitor downloads the code of the page they open. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const TyresLandingPage = page(() => import('./pages/landing-page'), 'TyresLandingPage');
const TyreBrandsPage = page(() => import('./pages/tyre-brands-page'), 'TyreBrandsPage');
const TyreSearchPage = lazy(() => import('./pages/search-page').then((m) => ({ default: m.TyreSearchPage })));
const TyreComparePage = page(() => import('./pages/compare-page'), 'TyreComparePage');
const TyreFinderPage = page(() => import('./pages/finder-page'), 'TyreFinderPage');
const PressureCheckerPage = page(() => import('./pages/pressure-page'), 'PressureCheckerPage');
const UpsizingToolPage = page(() => import('./pages/upsizing-page'), 'UpsizingToolPage');
const BatteryFinderPage = page(() => import('./pages/battery-finder-page'), 'BatteryFinderPage');
const LubricantFinderPage = page(() => import('./pages/lubricant-finder-page'), 'LubricantFinderPage');
const TyreGuidesPage = page(() => import('./pages/guides-page'), 'TyreGuidesPage');
const TyreGuidePage = page(() => import('./pages/guides-page'), 'TyreGuidePage');
const TyreBrandPage = page(() => import('./pages/brand-page'), 'TyreBrandPage');
const TyreModelPage = page(() => import('./pages/model-page'), 'TyreModelPage');

function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Container>
      <Skeleton role="status" aria-label={t('loading')} $height="480px" />
    </Container>
  );
}

export function TyresRoot() {
  return (
    <PageSuspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/tyres" element={<TyresLandingPage />} />
        <Route path="/tyres/brands" element={<TyreBrandsPage />} />
        <Route path="/tyres/search" element={<TyreSearchPage />} />
        <Route path="/truck-tyres" element={<TyreSearchPage segment="truck" />} />
        <Route path="/tractor-tyres" element={<TyreSearchPage segment="tractor" />} />
        <Route path="/three-wheeler-tyres" element={<TyreSearchPage segment="three-wheeler" />} />
        <Route path="/tyres/compare" element={<TyreComparePage />} />
        <Route path="/tyres/finder" element={<TyreFinderPage />} />
        <Route path="/tyres/pressure-checker" element={<PressureCheckerPage />} />
        <Route path="/tyres/upsizing-tool" element={<UpsizingToolPage />} />
        <Route path="/tyres/battery-finder" element={<BatteryFinderPage />} />
        <Route path="/tyres/lubricant-finder" element={<LubricantFinderPage />} />
        <Route path="/tyre-guides" element={<TyreGuidesPage />} />
        <Route path="/tyre-guides/:slug" element={<TyreGuidePage />} />
        <Route path="/tyres/:brandSlug" element={<TyreBrandPage />} />
        <Route path="/tyres/:brandSlug/:modelSlug" element={<TyreModelPage />} />
        <Route path="*" element={<RemoteNotFound />} />
      </Routes>
    </PageSuspense>
  );
}
