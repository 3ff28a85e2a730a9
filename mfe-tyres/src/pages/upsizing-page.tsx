import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@cvb/router';
import { fetchTyreSizes, useApiData } from '@cvb/api-client';
import { UPSIZING_LIMIT_PERCENT, compareTyreSizes, parseTyreSize, type TyreSizeResult } from '@cvb/contracts';
import { Button, Container, Lead, PageTitle, SectionTitle } from '@cvb/ui';
import { Field, FieldRow, Notice, TableScroll } from '../components/styled';

function signed(value: number, digits = 1): string {
  const text = value.toFixed(digits);
  return value > 0 ? `+${text}` : text;
}

/** /tyres/upsizing-tool — current and proposed size → diameter, width, circumference, speedometer, verdict. */
export function UpsizingToolPage() {
  const { t } = useTranslation('tyres');
  const [params, setParams] = useSearchParams();
  const [current, setCurrent] = useState(params.get('from') ?? '');
  const [proposed, setProposed] = useState(params.get('to') ?? '');
  const sizes = useApiData((signal) => fetchTyreSizes(signal), 'sizes');
  const from = params.get('from');
  const to = params.get('to');
  const parsedFrom: TyreSizeResult | null = from ? parseTyreSize(from) : null;
  const parsedTo: TyreSizeResult | null = to ? parseTyreSize(to) : null;
  const result = parsedFrom?.ok && parsedTo?.ok ? compareTyreSizes(parsedFrom.size, parsedTo.size) : null;
  const errorText = (parsed: TyreSizeResult | null) =>
    parsed && !parsed.ok
      ? t(`upsizing.error.${parsed.error}`, { input: parsed === parsedFrom ? from : to })
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(new URLSearchParams({ from: current.trim(), to: proposed.trim() }), { replace: true });
  }

  const verdictTone = result?.verdict === 'within-limit' ? 'success' : 'danger';
  return (
    <Container>
      <PageTitle>{t('upsizing.title')}</PageTitle>
      <Lead>{t('upsizing.lead', { limit: UPSIZING_LIMIT_PERCENT })}</Lead>
      <form onSubmit={submit} noValidate>
        <datalist id="tyre-size-list">
          {sizes.status === 'ready' &&
            sizes.data.map((size) => <option key={size.sizeKey} value={size.sizeKey} />)}
        </datalist>
        <FieldRow>
          <Field>
            {t('upsizing.current')}
            <input
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              list="tyre-size-list"
              placeholder="295/80 R22.5"
              autoComplete="off"
              aria-invalid={Boolean(errorText(parsedFrom))}
            />
          </Field>
          <Field>
            {t('upsizing.proposed')}
            <input
              value={proposed}
              onChange={(e) => setProposed(e.target.value)}
              list="tyre-size-list"
              placeholder="315/80 R22.5"
              autoComplete="off"
              aria-invalid={Boolean(errorText(parsedTo))}
            />
          </Field>
          <Button type="submit">{t('upsizing.check')}</Button>
        </FieldRow>
      </form>
      {[errorText(parsedFrom), errorText(parsedTo)].filter(Boolean).map((text) => (
        <Notice key={text} $tone="danger" role="alert">
          {text}
        </Notice>
      ))}
      {result && (
        <section aria-label={t('upsizing.result')}>
          <Notice $tone={verdictTone} role="status">
            {t(`upsizing.verdict.${result.verdict}`, {
              percent: signed(result.diameterDiffPercent, 2),
              limit: UPSIZING_LIMIT_PERCENT,
            })}
          </Notice>
          <TableScroll>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('upsizing.measure')}</th>
                  <th scope="col">{result.current.key}</th>
                  <th scope="col">{result.proposed.key}</th>
                  <th scope="col">{t('upsizing.difference')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('upsizing.diameter')}</th>
                  <td>{t('upsizing.mm', { value: result.current.diameterMm })}</td>
                  <td>{t('upsizing.mm', { value: result.proposed.diameterMm })}</td>
                  <td>
                    {t('upsizing.mm', { value: signed(result.diameterDiffMm) })} (
                    {signed(result.diameterDiffPercent, 2)} %)
                  </td>
                </tr>
                <tr>
                  <th scope="row">{t('upsizing.width')}</th>
                  <td>{t('upsizing.mm', { value: result.current.widthMm })}</td>
                  <td>{t('upsizing.mm', { value: result.proposed.widthMm })}</td>
                  <td>{t('upsizing.mm', { value: signed(result.widthDiffMm) })}</td>
                </tr>
                <tr>
                  <th scope="row">{t('upsizing.circumference')}</th>
                  <td>{t('upsizing.mm', { value: result.current.circumferenceMm })}</td>
                  <td>{t('upsizing.mm', { value: result.proposed.circumferenceMm })}</td>
                  <td>{t('upsizing.mm', { value: signed(result.circumferenceDiffMm) })}</td>
                </tr>
              </tbody>
            </table>
          </TableScroll>
          <SectionTitle>{t('upsizing.speedometer')}</SectionTitle>
          <TableScroll>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('upsizing.shown')}</th>
                  <th scope="col">{t('upsizing.actual')}</th>
                </tr>
              </thead>
              <tbody>
                {result.speedometer.map((reading) => (
                  <tr key={reading.shownKmh}>
                    <th scope="row">{t('upsizing.kmh', { value: reading.shownKmh })}</th>
                    <td>{t('upsizing.kmh', { value: reading.actualKmh })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p>{t('upsizing.how')}</p>
        </section>
      )}
    </Container>
  );
}
