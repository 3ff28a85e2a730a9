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
import { RuleRows } from './rule-rows';

type Busy = 'checking' | 'applying' | null;

/** The counts of one kind of line (prices, or on-road rules). */
function countsOf(rows: readonly { status: string; warnings: string[] }[]) {
  return {
    rows: rows.length,
    changes: rows.filter((row) => row.status === 'change').length,
    same: rows.filter((row) => row.status === 'same').length,
    errors: rows.filter((row) => row.status === 'error').length,
    warnings: rows.filter((row) => row.warnings.length > 0).length,
  };
}

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
  const prices = countsOf(result?.rows ?? []);
  const rules = countsOf(result?.rules ?? []);
  const withRules = rules.rows > 0;
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
                {withRules
                  ? t('catalogue.prices.rules.applied', { prices: prices.changes, rules: rules.changes })
                  : t('catalogue.prices.applied', { count: prices.changes })}
              </Notice>
            ) : (
              <>
                {(prices.rows > 0 || !withRules) && <p>{t('catalogue.prices.summary', prices)}</p>}
                {withRules && <p>{t('catalogue.prices.rules.summary', rules)}</p>}
              </>
            )}
            {!result.applied && (
              <Actions>
                {counts.errors > 0 ? (
                  <p>{t('catalogue.prices.blocked')}</p>
                ) : counts.changes > 0 ? (
                  <Button type="button" disabled={busy !== null} onClick={() => void send(true)}>
                    {busy === 'applying'
                      ? t('catalogue.prices.applying')
                      : withRules
                        ? t('catalogue.prices.rules.apply', { prices: prices.changes, rules: rules.changes })
                        : t('catalogue.prices.apply', { count: prices.changes })}
                  </Button>
                ) : (
                  <p>{t('catalogue.prices.nothing')}</p>
                )}
              </Actions>
            )}
            {result.rows.length > 0 && <PriceRows rows={result.rows} />}
            {withRules && (
              <>
                <h3 id="price-rules-title">{t('catalogue.prices.rules.title')}</h3>
                <RuleRows rows={result.rules} />
              </>
            )}
          </div>
        )}
      </Card>
    </section>
  );
}
