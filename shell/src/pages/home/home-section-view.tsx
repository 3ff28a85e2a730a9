import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteErrorBoundary } from '@cvb/mfe-kit';
import { Skeleton } from '@cvb/ui';
import { RemoteWidget } from '../remote-widget';
import type { HomeSection } from './home-sections';

/** One home widget with its own skeleton and error panel: a failure stays inside it. */
export function HomeSectionView({ section }: { section: HomeSection }) {
  const { t } = useTranslation('common');
  if (section.kind === 'remote') {
    return <RemoteWidget moduleId={section.moduleId} props={section.props} skeletonHeight={section.height} />;
  }
  const { Widget } = section;
  return (
    <RemoteErrorBoundary app={`shell/home-${section.key}`}>
      <Suspense
        fallback={
          <div role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton $height={section.height} />
          </div>
        }
      >
        <Widget />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
