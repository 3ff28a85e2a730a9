import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import { importDeskPrices, priceSheetSampleUrl } from '@cvb/api-client';
import { PRICE_SHEET_MAX_BYTES, type PriceImportResult } from '@cvb/contracts';
import { Button, Card, Lead, SectionTitle } from '@cvb/ui';
import { Actions, Notice } from '../../../common/form-parts';
import { SheetPicker } from '../../import/sheet-picker';
import { useSheetUpload } from '../../import/use-sheet-upload';
import { useDeskLocale } from '../use-locale';
import { PriceRows } from './price-rows';
import { RuleRows } from './rule-rows';

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
  const upload = useSheetUpload<PriceImportResult>({
    maxBytes: PRICE_SHEET_MAX_BYTES,
    tooBig: t('catalogue.prices.tooBig'),
    upload: (sheet, apply) => importDeskPrices({ ...sheet, apply }, locale),
  });
  const { result, busy, send } = upload;

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
        <SheetPicker
          upload={upload}
          label={t('catalogue.prices.file')}
          check={t('catalogue.prices.check')}
          checking={t('catalogue.prices.checking')}
        />
        {busy && (
          <p role="status">
            {busy === 'checking' ? t('catalogue.prices.checking') : t('catalogue.prices.applying')}
          </p>
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
                    {busy === 'sending'
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
