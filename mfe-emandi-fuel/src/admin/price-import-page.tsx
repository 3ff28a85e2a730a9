import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { uploadPriceCsv, type PriceImportKind } from '@cvb/api-client';
import type { PriceImportReport } from '@cvb/contracts';
import { Button, Card, Container, Lead, PageTitle, SectionTitle } from '@cvb/ui';
import { TableBox } from '../shared/price-table';
import { useEmandiTexts } from '../shared/use-emandi-texts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  legend,
  label {
    font-weight: 600;
  }
  fieldset label {
    font-weight: 400;
    display: flex;
    gap: 8px;
    align-items: flex-start;
    overflow-wrap: anywhere;
  }
  input[type='file'] {
    display: block;
    margin-top: 4px;
    font: inherit;
  }
  progress {
    width: 100%;
    height: 16px;
  }
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
  font-weight: 600;
`;

function errorMessage(error: unknown): string {
  const answer = (error as { response?: { data?: { message?: string } } }).response?.data;
  if (answer?.message) return answer.message;
  return error instanceof Error ? error.message : String(error);
}

/** /emandi/admin: upload a mandi or fuel price CSV, watch the progress, read the refused rows. */
export default function PriceImportPage() {
  const t = useEmandiTexts();
  const [kind, setKind] = useState<PriceImportKind>('mandi');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<PriceImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setReport(null);
    setFailure(null);
    setProgress(0);
    try {
      setReport(await uploadPriceCsv(kind, file, setProgress));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Container>
      <PageTitle>{t('admin.title')}</PageTitle>
      <Lead>{t('admin.lead')}</Lead>
      <Card>
        <Form onSubmit={submit}>
          <fieldset>
            <legend>{t('admin.kind')}</legend>
            {(['mandi', 'fuel'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />
                {t(option === 'mandi' ? 'admin.mandiKind' : 'admin.fuelKind')}
              </label>
            ))}
          </fieldset>
          <label>
            {t('admin.file')}
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </label>
          <div>
            <Button type="submit" disabled={!file || progress !== null}>
              {t('admin.upload')}
            </Button>
          </div>
          {progress !== null && (
            <div role="status">
              <label htmlFor="import-progress">{t('admin.uploading')}</label>
              <progress
                id="import-progress"
                aria-label={t('admin.progress')}
                max={100}
                value={Math.round(progress * 100)}
              />
            </div>
          )}
          {failure && (
            <Message role="alert" $error>
              {t('admin.failed', { message: failure })}
            </Message>
          )}
          {report && <Message role="status">{t('admin.done', report)}</Message>}
        </Form>
      </Card>
      {report && report.refusals.length > 0 && (
        <section aria-labelledby="refused-title" style={{ marginTop: 24 }}>
          <SectionTitle id="refused-title">{t('admin.refusedTitle')}</SectionTitle>
          <TableBox name={t('admin.refusedTitle')}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('admin.line')}</th>
                  <th scope="col">{t('admin.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {report.refusals.map((refusal) => (
                  <tr key={refusal.line}>
                    <th scope="row">{refusal.line}</th>
                    <td style={{ whiteSpace: 'normal' }}>{refusal.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        </section>
      )}
    </Container>
  );
}
