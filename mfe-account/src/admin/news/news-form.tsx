import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateNewsArticle } from '@cvb/api-client';
import type { AdminNewsDetail } from '@cvb/contracts';
import { Button, Card, Muted } from '@cvb/ui';
import { failureMessage } from '../../common/failure-message';
import { Actions, CheckField, Field, Notice } from '../../common/form-parts';

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** PUT newsarticles/:id. The body is plain text: the site shows it as text, so markup is never run. */
export function NewsForm({ article }: { article: AdminNewsDetail }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState({
    title: article.title,
    summary: article.summary,
    body: article.body,
    category: article.category,
    published: article.published,
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      await updateNewsArticle(article.id, values);
      setOutcome({ tone: 'success', text: t('news.saved') });
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureMessage(error) ?? t('form.failed') });
    } finally {
      setSaving(false);
    }
  }

  const text = (field: 'title' | 'summary' | 'body' | 'category') => ({
    value: values[field],
    required: true,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
  });

  return (
    <Card as="section" aria-labelledby="edit-title">
      <h2 id="edit-title" style={{ marginTop: 0 }}>
        {t('news.edit')}
      </h2>
      <form onSubmit={submit} lang={article.locale}>
        <Field>
          {t('news.fields.title')}
          <input {...text('title')} maxLength={200} />
        </Field>
        <Field>
          {t('news.fields.summary')}
          <textarea {...text('summary')} maxLength={600} rows={3} />
        </Field>
        <Field>
          {t('news.fields.body')}
          <textarea {...text('body')} rows={12} aria-describedby="body-hint" />
        </Field>
        <Muted id="body-hint" as="p">
          {t('news.bodyHint')}
        </Muted>
        <Field>
          {t('news.fields.category')}
          <input {...text('category')} maxLength={60} />
        </Field>
        <CheckField>
          <input
            type="checkbox"
            checked={values.published}
            onChange={(event) => setValues({ ...values, published: event.target.checked })}
          />
          {t('news.fields.published')}
        </CheckField>
        <Actions>
          <Button type="submit" disabled={saving}>
            {saving ? t('form.saving') : t('news.save')}
          </Button>
        </Actions>
        {outcome && (
          <Notice $tone={outcome.tone} role={outcome.tone === 'success' ? 'status' : 'alert'}>
            {outcome.text}
          </Notice>
        )}
      </form>
    </Card>
  );
}
