import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAlert, updateAlert } from '@cvb/api-client';
import type { Alert } from '@cvb/contracts';
import { formatDate } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button, Muted } from '@cvb/ui';
import { ruleSummary } from './rule-summary';

/** One alert: what it watches, whether it is on, when it last fired; pause/resume, change the price, delete. */
export function AlertItem({ alert, onChanged }: { alert: Alert; onChanged: () => void }) {
  const { t } = useTranslation('alerts');
  const locale = useAppSelector(selectLocale);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const rule = alert.rule;
  const [price, setPrice] = useState(rule.kind === 'mandi' && rule.price ? String(rule.price) : '');
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailed(false);
    try {
      await action();
      onChanged();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const savePrice = (event: FormEvent) => {
    event.preventDefault();
    if (rule.kind !== 'mandi') return;
    void run(() => updateAlert(alert.id, { rule: { ...rule, price: Number(price) } }, locale));
  };
  const summary = ruleSummary(t, alert, locale);
  return (
    <li aria-label={summary}>
      <strong>{summary}</strong>
      <span>
        {alert.paused ? t('paused') : t('active')} ·{' '}
        {alert.lastFiredAt
          ? t('lastFired', { date: formatDate(alert.lastFiredAt, locale) })
          : t('neverFired')}
      </span>
      {rule.kind === 'mandi' && rule.condition !== 'daily' && (
        <form onSubmit={savePrice}>
          <label>
            {t('price')}{' '}
            <input
              type="number"
              inputMode="numeric"
              min={1}
              required
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
          </label>{' '}
          <Button type="submit" $variant="secondary" disabled={busy}>
            {t('save')}
          </Button>
        </form>
      )}
      <div>
        <Button
          type="button"
          $variant="secondary"
          disabled={busy}
          onClick={() => void run(() => updateAlert(alert.id, { paused: !alert.paused }, locale))}
        >
          {alert.paused ? t('resume') : t('pause')}
        </Button>{' '}
        <Button
          type="button"
          $variant="secondary"
          disabled={busy}
          onClick={() => void run(() => deleteAlert(alert.id, locale))}
        >
          {t('remove')}
        </Button>
      </div>
      {failed && <Muted role="alert">{t('failed')}</Muted>}
    </li>
  );
}
