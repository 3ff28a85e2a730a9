import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveExpertReviewTexts } from '@cvb/api-client';
import type { AdminExpertReview, ExpertReviewTextsInput } from '@cvb/contracts';
import { Button } from '@cvb/ui';
import { failureMessage } from '../../common/failure-message';
import { Actions, Field, Notice } from '../../common/form-parts';
import { localeName } from '../locale-names';

type TextField = 'title' | 'summary' | 'body' | 'verdict';
type Outcome = { tone: 'success' | 'danger'; text: string } | null;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** One locale's texts of an expert review, written whole (pros and cons one per line). */
export function ExpertReviewForm({ review }: { review: AdminExpertReview }) {
  const { t } = useTranslation('admin');
  const start: ExpertReviewTextsInput = review.texts ?? {
    title: '',
    summary: '',
    body: '',
    verdict: '',
    pros: [],
    cons: [],
  };
  const [texts, setTexts] = useState({ ...start, pros: start.pros.join('\n'), cons: start.cons.join('\n') });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const language = localeName(review.locale);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      await saveExpertReviewTexts(review.slug, {
        ...texts,
        locale: review.locale,
        pros: lines(texts.pros),
        cons: lines(texts.cons),
      });
      setOutcome({ tone: 'success', text: t('expertReview.saved', { language }) });
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureMessage(error) ?? t('form.failed') });
    } finally {
      setSaving(false);
    }
  }

  const field = (name: TextField | 'pros' | 'cons') => ({
    value: texts[name],
    required: true,
    lang: review.locale,
    onChange: (event: { target: { value: string } }) => setTexts({ ...texts, [name]: event.target.value }),
  });

  return (
    <form onSubmit={submit} aria-labelledby="review-texts-title">
      <h2 id="review-texts-title">{t('expertReview.textsIn', { language })}</h2>
      {!review.texts && <p>{t('expertReview.notWritten', { language })}</p>}
      <Field>
        {t('expertReview.fields.title')}
        <input {...field('title')} maxLength={200} />
      </Field>
      <Field>
        {t('expertReview.fields.summary')}
        <textarea {...field('summary')} maxLength={600} rows={3} />
      </Field>
      <Field>
        {t('expertReview.fields.body')}
        <textarea {...field('body')} maxLength={20_000} rows={12} />
      </Field>
      <Field>
        {t('expertReview.fields.verdict')}
        <textarea {...field('verdict')} maxLength={1_000} rows={3} />
      </Field>
      <Field>
        {t('expertReview.fields.pros')}
        <textarea {...field('pros')} rows={4} />
      </Field>
      <Field>
        {t('expertReview.fields.cons')}
        <textarea {...field('cons')} rows={4} />
      </Field>
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? t('form.saving') : t('expertReview.save', { language })}
        </Button>
      </Actions>
      {outcome && (
        <Notice $tone={outcome.tone} role={outcome.tone === 'success' ? 'status' : 'alert'}>
          {outcome.text}
        </Notice>
      )}
    </form>
  );
}
