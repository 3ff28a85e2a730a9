import { useTranslation } from 'react-i18next';
import { fetchMyReviews, useApiData } from '@cvb/api-client';
import { formatDate } from '@cvb/format';
import { localizePath } from '@cvb/i18n';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Muted, SectionTitle, Skeleton } from '@cvb/ui';
import { ItemList } from './item-list';

export function MyReviews() {
  const { t } = useTranslation('account');
  const locale = useAppSelector(selectLocale);
  const reviews = useApiData((signal) => fetchMyReviews(signal), 'my-reviews');
  const dateOf = (iso: string) => formatDate(iso, locale, { style: 'medium' });
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
              <li key={review.id}>
                <a href={localizePath(review.modelPath, locale)}>
                  {review.brandName} {review.modelName}
                </a>
                <strong>{review.title}</strong>
                <Muted>
                  {t('reviews.rating', { rating: review.rating.toFixed(1) })} ·{' '}
                  {t('reviews.on', { date: dateOf(review.createdAt) })}
                </Muted>
              </li>
            ))}
          </ItemList>
        )}
      </ApiDataView>
    </Card>
  );
}
