import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import { importDeskPrices, priceSheetSampleUrl } from '@cvb/api-client';
import { PRICE_SHEET_MAX_BYTES, type PriceImportResult } from '@cvb/contracts';
import { Button, Card, Lead, SectionTitle } from '@cvb/ui';
import { failureMessage } from '../../../common/failure-message';
import { Actions, Field, Notice } from '../../../common/form-parts';
import { fileToBase64 } from '../../import/file-to-base64';
import { useDeskLocale } from '../use-locale';
import { PriceRows } from './price-rows';

type Busy = 'checking' | 'applying' | null;

/** /admin/catalogue/prices: a manufacturer's price sheet, checked first (old → new), then applied whole or not at all. */
export function PriceImport() {
  const { t } = useTranslation('admin');
  const locale = useDeskLocale();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<PriceImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  async function send(apply: boolean) {
    if (!file) return;
    if (file.size > PRICE_SHEET_MAX_BYTES) {
      setProblem(t('catalogue.prices.tooBig'));
      return;
    }
    setBusy(apply ? 'applying' : 'checking');
    setProblem(null);
    try {
      const contentBase64 = await fileToBase64(file);
      setResult(await importDeskPrices({ fileName: file.name, contentBase64, apply }, locale));
    } catch (error) {
      setProblem(failureMessage(error) ?? t('form.failed'));
    } finally {
      setBusy(null);
    }
  }

  function check(event: FormEvent) {
    event.preventDefault();
    void send(false);
  }

  const counts = result?.counts;
  return (
    <section aria-labelledby="prices-title">
      <p>
        <Link to="/admin/catalogue">{t('catalogue.back')}</Link>
      </p>
      <SectionTitle id="prices-title">{t('catalogue.prices.title')}</SectionTitle>
      <Card>
        <Lead>{t('catalogue.prices.intro')}</Lead>
        <Actions as="p">
          <a href={priceSheetSampleUrl('csv')} download>
            {t('catalogue.prices.sample', { format: 'CSV' })}
          </a>
          <a href={priceSheetSampleUrl('xlsx')} download>
            {t('catalogue.prices.sample', { format: 'XLSX' })}
          </a>
        </Actions>
        <form onSubmit={check}>
          <Field>
            {t('catalogue.prices.file')}
            <input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setResult(null);
                setProblem(null);
              }}
            />
          </Field>
          <Actions>
            <Button type="submit" disabled={!file || busy !== null}>
              {busy === 'checking' ? t('catalogue.prices.checking') : t('catalogue.prices.check')}
            </Button>
          </Actions>
        </form>
        {busy && (
          <p role="status">
            {busy === 'checking' ? t('catalogue.prices.checking') : t('catalogue.prices.applying')}
          </p>
        )}
        {problem && (
          <Notice $tone="danger" role="alert">
            {problem}
          </Notice>
        )}
        {result && counts && (
          <div aria-live="polite">
            {result.applied ? (
              <Notice $tone="success" role="status">
                {t('catalogue.prices.applied', { count: counts.changes })}
              </Notice>
            ) : (
              <p>{t('catalogue.prices.summary', counts)}</p>
            )}
            {!result.applied && (
              <Actions>
                {counts.errors > 0 ? (
                  <p>{t('catalogue.prices.blocked')}</p>
                ) : counts.changes > 0 ? (
                  <Button type="button" disabled={busy !== null} onClick={() => void send(true)}>
                    {busy === 'applying'
                      ? t('catalogue.prices.applying')
                      : t('catalogue.prices.apply', { count: counts.changes })}
                  </Button>
                ) : (
                  <p>{t('catalogue.prices.nothing')}</p>
                )}
              </Actions>
            )}
            <PriceRows rows={result.rows} />
          </div>
        )}
      </Card>
    </section>
  );
}
