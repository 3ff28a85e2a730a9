import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import { saveNewsLocalization } from '@cvb/api-client';
import { LOCALE_CODES, type AdminNewsDetail, type LocaleCode } from '@cvb/contracts';
import { Button } from '@cvb/ui';
import { failureMessage } from '../../common/failure-message';
import { Actions, Field, Notice } from '../../common/form-parts';
import { localeName } from '../locale-names';

type Outcome = { tone: 'success'; id: number } | { tone: 'danger'; text: string } | null;

/** POST newsarticles/:id/localizations: the story in another of the six languages (added or replaced). */
export function TranslationForm({ article }: { article: AdminNewsDetail }) {
  const { t } = useTranslation('admin');
  const choices = LOCALE_CODES.filter((code) => code !== article.locale);
  const [locale, setLocale] = useState<LocaleCode>(choices[0]);
  const [texts, setTexts] = useState({ title: '', summary: '', body: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const existing = article.localizations.some((localization) => localization.locale === locale);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      const saved = await saveNewsLocalization(article.id, { locale, ...texts });
      setOutcome({ tone: 'success', id: saved.id });
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureMessage(error) ?? t('form.failed') });
    } finally {
      setSaving(false);
    }
  }

  const text = (field: 'title' | 'summary' | 'body') => ({
    value: texts[field],
    required: true,
    lang: locale,
    onChange: (event: { target: { value: string } }) => setTexts({ ...texts, [field]: event.target.value }),
  });

  return (
    <form onSubmit={submit} aria-labelledby="translation-title">
      <h3 id="translation-title">{t('news.addTranslation')}</h3>
      <Field>
        {t('news.locale')}
        <select value={locale} onChange={(event) => setLocale(event.target.value as LocaleCode)}>
          {choices.map((code) => (
            <option key={code} value={code}>
              {localeName(code)}
            </option>
          ))}
        </select>
      </Field>
      {existing && <p>{t('news.replaces', { language: localeName(locale) })}</p>}
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
        <textarea {...text('body')} rows={10} />
      </Field>
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? t('form.saving') : t('news.saveTranslation')}
        </Button>
      </Actions>
      {outcome?.tone === 'success' && (
        <Notice $tone="success" role="status">
          {t('news.translationSaved')} <Link to={`/admin/news/${outcome.id}`}>{localeName(locale)}</Link>
        </Notice>
      )}
      {outcome?.tone === 'danger' && (
        <Notice $tone="danger" role="alert">
          {outcome.text}
        </Notice>
      )}
    </form>
  );
}
