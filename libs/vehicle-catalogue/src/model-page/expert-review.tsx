import { useTranslation } from 'react-i18next';
import type { ExpertReview as Review } from '@cvb/contracts';
import { Link } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Muted } from '@cvb/ui';
import { longDate } from './dates';

/**
 * The editor's verdict with rating and byline; a plain note when the model has not been reviewed. A review with a
 * page of its own under /expert-reviews is that page's review: its title links there.
 */
export function ExpertReview({ review }: { review: Review | null }) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  if (review === null) return <p>{t('model.noExpertReview')}</p>;
  return (
    <article aria-label={review.title}>
      <h3>
        {review.slug ? <Link to={`/expert-reviews/${review.slug}`}>{review.title}</Link> : review.title}
      </h3>
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
