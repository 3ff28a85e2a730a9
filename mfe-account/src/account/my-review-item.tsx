import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteMyReview } from '@cvb/api-client';
import { formatDate } from '@cvb/format';
import { localizePath } from '@cvb/i18n';
import type { MyReviewsResponse } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button, Muted } from '@cvb/ui';
import { ModerationNote } from './moderation-note';
import { ReviewEditForm } from './review-edit-form';

type MyReview = MyReviewsResponse['reviews'][number];

/** One of the user's reviews: where it stands, and edit or delete it (delete asks first). */
export function MyReviewItem({ review, onChanged }: { review: MyReview; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const locale = useAppSelector(selectLocale);
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const removed = review.moderation === 'deleted';

  const remove = async () => {
    setFailed(false);
    try {
      await deleteMyReview(review.id);
      onChanged();
    } catch {
      setFailed(true);
    }
  };

  return (
    <li>
      <a href={localizePath(review.modelPath, locale)}>
        {review.brandName} {review.modelName}
      </a>
      <strong>{review.title}</strong>
      <Muted>
        {t('reviews.rating', { rating: review.rating.toFixed(1) })} ·{' '}
        {t('reviews.on', { date: formatDate(review.createdAt, locale, { style: 'medium' }) })}
      </Muted>
      <ModerationNote status={review.moderation} reason={review.moderationReason} />
      {notice && <p role="status">{notice}</p>}
      {mode === 'edit' && (
        <ReviewEditForm
          review={review}
          onCancel={() => setMode('view')}
          onSaved={(recorded) => {
            setMode('view');
            setNotice(recorded.held ? t('reviews.edit.held') : t('reviews.edit.saved'));
            onChanged();
          }}
        />
      )}
      {mode === 'confirm' && (
        <div role="group" aria-label={t('reviews.edit.confirmDelete')} style={{ display: 'flex', gap: 8 }}>
          <span>{t('reviews.edit.confirmDelete')}</span>
          <Button type="button" onClick={remove}>
            {t('reviews.edit.yes')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setMode('view')}>
            {t('reviews.edit.cancel')}
          </Button>
        </div>
      )}
      {failed && <p role="alert">{t('reviews.edit.failed')}</p>}
      {mode === 'view' && !removed && (
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="button" $variant="secondary" onClick={() => setMode('edit')}>
            {t('reviews.edit.edit', { title: review.title })}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setMode('confirm')}>
            {t('reviews.edit.delete', { title: review.title })}
          </Button>
        </div>
      )}
    </li>
  );
}
