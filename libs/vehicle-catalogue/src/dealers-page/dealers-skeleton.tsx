import { CardGrid, Skeleton } from '@cvb/ui';

/** Placeholders the size of a select row and a few dealer cards. */
export function DealersSkeleton() {
  return (
    <>
      <Skeleton $height="72px" />
      <CardGrid $wide style={{ marginTop: 16 }}>
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <Skeleton $height="180px" />
          </li>
        ))}
      </CardGrid>
    </>
  );
}
