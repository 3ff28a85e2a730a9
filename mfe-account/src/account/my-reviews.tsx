import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMyReviews, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { Card, SectionTitle, Skeleton } from '@cvb/ui';
import { ItemList } from './item-list';
import { MyReviewItem } from './my-review-item';

/** The user's reviews, each with where it stands and edit or delete. */
export function MyReviews() {
  const { t } = useTranslation('account');
  const [version, setVersion] = useState(0);
  const reviews = useApiData((signal) => fetchMyReviews(signal), `my-reviews/${version}`);
  return (
    <Card as="section" aria-labelledby="my-reviews-title">
      <SectionTitle id="my-reviews-title" style={{ marginTop: 0 }}>
        {t('reviews.title')}
      </SectionTitle>
      <ApiDataView
        result={reviews}
        skeleton={<Skeleton $height="96px" />}
        isEmpty={(data) => data.reviews.length === 0}
        empty={<p>{t('reviews.empty')}</p>}
      >
        {(data) => (
          <ItemList>
            {data.reviews.map((review) => (
              <MyReviewItem key={review.id} review={review} onChanged={() => setVersion((n) => n + 1)} />
            ))}
          </ItemList>
        )}
      </ApiDataView>
    </Card>
  );
}
