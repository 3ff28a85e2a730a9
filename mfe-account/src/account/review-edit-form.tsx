import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { badRequestMessage, editMyReview } from '@cvb/api-client';
import {
  COMMON_REVIEW_ATTRIBUTES,
  type MyReviewsResponse,
  type ReviewRecordedResponse,
} from '@cvb/contracts';
import { Button } from '@cvb/ui';

type MyReview = MyReviewsResponse['reviews'][number];
type CommonAttribute = (typeof COMMON_REVIEW_ATTRIBUTES)[number];

/** The reviewer changes the title, text and the common ratings of their review; the model's rating follows. */
export function ReviewEditForm({
  review,
  onSaved,
  onCancel,
}: {
  review: MyReview;
  onSaved: (recorded: ReviewRecordedResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const [title, setTitle] = useState(review.title);
  const [description, setDescription] = useState(review.description ?? '');
  const [ratings, setRatings] = useState<Record<CommonAttribute, number>>(
    () =>
      Object.fromEntries(
        COMMON_REVIEW_ATTRIBUTES.map((attribute) => [attribute, review.ratings?.[attribute] ?? 3]),
      ) as Record<CommonAttribute, number>,
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onSaved(await editMyReview(review.id, { title, description, ...ratings }));
    } catch (error) {
      setProblem(badRequestMessage(error) ?? t('reviews.edit.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label={t('reviews.edit.edit', { title: review.title })}>
      <p style={{ display: 'grid', gap: 4 }}>
        <label htmlFor={`${id}-title`}>{t('reviews.edit.title')}</label>
        <input id={`${id}-title`} value={title} onChange={(event) => setTitle(event.target.value)} />
      </p>
      <p style={{ display: 'grid', gap: 4 }}>
        <label htmlFor={`${id}-text`}>{t('reviews.edit.description')}</label>
        <textarea
          id={`${id}-text`}
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </p>
      {COMMON_REVIEW_ATTRIBUTES.map((attribute) => (
        <p key={attribute} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <label htmlFor={`${id}-${attribute}`}>{t(`reviews.edit.ratings.${attribute}`)}</label>
          <select
            id={`${id}-${attribute}`}
            value={ratings[attribute]}
            onChange={(event) => setRatings({ ...ratings, [attribute]: Number(event.target.value) })}
          >
            {[1, 2, 3, 4, 5].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </p>
      ))}
      {problem && <p role="alert">{problem}</p>}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" disabled={busy}>
          {busy ? t('reviews.edit.saving') : t('reviews.edit.save')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('reviews.edit.cancel')}
        </Button>
      </div>
    </form>
  );
}
