import { Route, useParams } from '@cvb/router';
import {
  indianStateBySlug,
  USED_LIST_SEGMENTS,
  USED_VALUATION_PATH,
  usedAdIdOfSegment,
  type VehicleVertical,
} from '@cvb/contracts';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { UsedAdPage } from './ad/used-ad-page';
import { MY_USED_ADS_PATH } from './account-paths';
import { MyUsedAdsPage } from './dashboard/my-used-ads-page';
import { UsedListPage } from './list/used-list-page';
import { ValuationPage } from './valuation/valuation-page';

/**
 * A second path segment (docs/domain.md#used-marketplace): a state's list when it is a state slug, else an ad when
 * it ends in `-<id>`, else nothing.
 */
function SegmentPage({ vertical }: { vertical: VehicleVertical }) {
  const { segment = '' } = useParams();
  if (indianStateBySlug(segment)) {
    return <UsedListPage key={segment} page={{ vertical, stateSlug: segment }} />;
  }
  const id = usedAdIdOfSegment(segment);
  return id === undefined ? <RemoteNotFound /> : <UsedAdPage key={id} id={id} />;
}

function BrandPage({ vertical }: { vertical: VehicleVertical }) {
  const { brandSlug = '' } = useParams();
  return <UsedListPage key={brandSlug} page={{ vertical, brandSlug }} />;
}

/** The used marketplace's pages: each vertical's list, its state, brand and ad pages, the valuation and the seller's dashboard. */
export function usedRoutes() {
  return [
    ...(Object.entries(USED_LIST_SEGMENTS) as Array<[VehicleVertical, string]>).flatMap(
      ([vertical, segment]) => [
        <Route
          key={segment}
          path={`/${segment}`}
          element={<UsedListPage key={vertical} page={{ vertical }} />}
        />,
        <Route
          key={`${segment}-brand`}
          path={`/${segment}/brand/:brandSlug`}
          element={<BrandPage vertical={vertical} />}
        />,
        <Route
          key={`${segment}-one`}
          path={`/${segment}/:segment`}
          element={<SegmentPage vertical={vertical} />}
        />,
      ],
    ),
    <Route key="valuation" path={USED_VALUATION_PATH} element={<ValuationPage />} />,
    <Route key="my-used-ads" path={MY_USED_ADS_PATH} element={<MyUsedAdsPage />} />,
  ];
}
