import { Skeleton } from '@cvb/ui';

/** Placeholders the size of the detail page's first screen. */
export function DetailSkeleton() {
  return (
    <>
      <Skeleton $height="48px" />
      <Skeleton $height="260px" style={{ marginTop: '16px' }} />
      <Skeleton $height="320px" style={{ marginTop: '16px' }} />
    </>
  );
}
