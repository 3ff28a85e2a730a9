import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLeadImports, uploadLeadSheet, useApiData } from '@cvb/api-client';
import { LEAD_SHEET_MAX_BYTES, type LeadImportResult } from '@cvb/contracts';
import { Button, Card, Lead, SectionTitle } from '@cvb/ui';
import { Actions, Notice } from '../../common/form-parts';
import { ImportHistory } from './import-history';
import { ImportRows } from './import-rows';
import { SheetPicker } from './sheet-picker';
import { useSheetUpload } from './use-sheet-upload';

/** Upload a sheet, see every row's problems, then import the new valid rows (never twice). */
export function LeadImport() {
  const { t } = useTranslation('admin');
  const [historyKey, setHistoryKey] = useState(0);
  const history = useApiData((signal) => fetchLeadImports(signal), `imports-${historyKey}`);
  const upload = useSheetUpload<LeadImportResult>({
    maxBytes: LEAD_SHEET_MAX_BYTES,
    tooBig: t('import.tooBig'),
    upload: async (sheet, commit) => {
      const answer = await uploadLeadSheet({ ...sheet, commit });
      if (commit) setHistoryKey((n) => n + 1);
      return answer;
    },
  });
  const { result, busy, send } = upload;

  const fresh = result && !result.committed ? result.rows.filter((row) => row.status === 'new').length : 0;

  return (
    <section aria-labelledby="import-title">
      <SectionTitle id="import-title">{t('import.title')}</SectionTitle>
      <Card>
        <Lead>{t('import.intro')}</Lead>
        <SheetPicker
          upload={upload}
          label={t('import.file')}
          check={t('import.check')}
          checking={t('import.checking')}
        />
        {result && (
          <div aria-live="polite">
            {result.committed ? (
              <Notice $tone="success" role="status">
                {t('import.done', result.counts)}
              </Notice>
            ) : (
              <p>{t('import.summary', result.counts)}</p>
            )}
            {!result.committed && (
              <Actions>
                {fresh > 0 ? (
                  <Button type="button" disabled={busy !== null} onClick={() => void send(true)}>
                    {busy === 'sending' ? t('import.importing') : t('import.importNow', { n: fresh })}
                  </Button>
                ) : (
                  <p>{t('import.nothingNew')}</p>
                )}
              </Actions>
            )}
            <ImportRows rows={result.rows} />
          </div>
        )}
      </Card>
      <ImportHistory history={history} />
    </section>
  );
}
