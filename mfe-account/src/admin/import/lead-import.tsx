import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLeadImports, uploadLeadSheet, useApiData } from '@cvb/api-client';
import { LEAD_SHEET_MAX_BYTES, type LeadImportResult } from '@cvb/contracts';
import { Button, Card, Lead, SectionTitle } from '@cvb/ui';
import { failureMessage } from '../../common/failure-message';
import { Actions, Field, Notice } from '../../common/form-parts';
import { fileToBase64 } from './file-to-base64';
import { ImportHistory } from './import-history';
import { ImportRows } from './import-rows';

type Busy = 'checking' | 'importing' | null;

/** Upload a sheet, see every row's problems, then import the new valid rows (never twice). */
export function LeadImport() {
  const { t } = useTranslation('admin');
  const [historyKey, setHistoryKey] = useState(0);
  const history = useApiData((signal) => fetchLeadImports(signal), `imports-${historyKey}`);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<LeadImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);

  async function send(commit: boolean) {
    if (!file) return;
    if (file.size > LEAD_SHEET_MAX_BYTES) {
      setProblem(t('import.tooBig'));
      return;
    }
    setBusy(commit ? 'importing' : 'checking');
    setProblem(null);
    try {
      const answer = await uploadLeadSheet({
        fileName: file.name,
        contentBase64: await fileToBase64(file),
        commit,
      });
      setResult(answer);
      if (commit) setHistoryKey((n) => n + 1);
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

  const fresh = result && !result.committed ? result.rows.filter((row) => row.status === 'new').length : 0;

  return (
    <section aria-labelledby="import-title">
      <SectionTitle id="import-title">{t('import.title')}</SectionTitle>
      <Card>
        <Lead>{t('import.intro')}</Lead>
        <form onSubmit={check}>
          <Field>
            {t('import.file')}
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
              {busy === 'checking' ? t('import.checking') : t('import.check')}
            </Button>
          </Actions>
        </form>
        {problem && (
          <Notice $tone="danger" role="alert">
            {problem}
          </Notice>
        )}
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
                    {busy === 'importing' ? t('import.importing') : t('import.importNow', { n: fresh })}
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
