import { useTranslation } from 'react-i18next';
import type { ExpertReview as Review } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Muted } from '@cvb/ui';
import { longDate } from './dates';

/** The editor's verdict with rating and byline; a plain note when the model has not been reviewed. */
export function ExpertReview({ review }: { review: Review | null }) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  if (review === null) return <p>{t('model.noExpertReview')}</p>;
  return (
    <article aria-label={review.title}>
      <h3>{review.title}</h3>
      <p>
        <strong>{t('model.ratingOutOf', { rating: review.rating.toFixed(1) })}</strong>
        {' · '}
        <Muted>
          {t('model.byline', { author: review.author, date: longDate(review.publishedAt, locale) })}
        </Muted>
      </p>
      <p>{review.verdict}</p>
    </article>
  );
}
