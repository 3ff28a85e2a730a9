import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { createAlert } from '@cvb/api-client';
import type { MandiRecord } from '@cvb/contracts';
import { localizePath } from '@cvb/i18n';
import { selectUser, useAppSelector } from '@cvb/store';
import { Button, Card, Muted } from '@cvb/ui';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';

const Form = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 28rem;
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

type Condition = 'above' | 'below' | 'daily';

/** Asks the shell to open its login dialog (the shell listens for this window event). */
const openLogin = () => window.dispatchEvent(new CustomEvent('cvb:open-login'));

const placeKey = (record: MandiRecord) =>
  `${record.state.slug}/${record.district.slug}/${record.market.slug}`;

/**
 * "Set an alert" on a commodity's page (docs/domain.md#price-alerts): a market of the page, above / below a price
 * or every day's price. A visitor is asked to log in first.
 */
export function SetMandiAlert({
  commodity,
  name,
  records,
}: {
  commodity: string;
  name: string;
  records: MandiRecord[];
}) {
  const t = useEmandiTexts();
  const locale = useLocale();
  const user = useAppSelector(selectUser);
  const markets = [...new Map(records.map((record) => [placeKey(record), record])).values()];
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState('');
  const [condition, setCondition] = useState<Condition>('above');
  const [price, setPrice] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = markets.find((record) => placeKey(record) === place) ?? markets[0];
    if (!chosen) return;
    setState('saving');
    try {
      await createAlert({
        locale,
        rule: {
          kind: 'mandi',
          commodity,
          state: chosen.state.slug,
          district: chosen.district.slug,
          market: chosen.market.slug,
          condition,
          ...(condition === 'daily' ? {} : { price: Number(price) }),
        },
      });
      setState('saved');
      setOpen(false);
    } catch {
      setState('failed');
    }
  };

  if (markets.length === 0) return null;
  return (
    <div>
      {!open && (
        <Button type="button" $variant="secondary" onClick={() => (user ? setOpen(true) : openLogin())}>
          {t('alert.set')}
        </Button>
      )}
      {state === 'saved' && (
        <p role="status">
          {t('alert.saved')} <a href={localizePath('/account/alerts', locale)}>{t('alert.manage')}</a>
        </p>
      )}
      {open && (
        <Form
          onSubmit={(event: FormEvent) => void submit(event)}
          aria-label={t('alert.title', { commodity: name })}
        >
          <strong>{t('alert.title', { commodity: name })}</strong>
          <label>
            {t('alert.market')}
            <select value={place || placeKey(markets[0])} onChange={(event) => setPlace(event.target.value)}>
              {markets.map((record) => (
                <option key={placeKey(record)} value={placeKey(record)}>
                  {record.market.name}, {record.state.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('alert.when')}
            <select value={condition} onChange={(event) => setCondition(event.target.value as Condition)}>
              <option value="above">{t('alert.above')}</option>
              <option value="below">{t('alert.below')}</option>
              <option value="daily">{t('alert.daily')}</option>
            </select>
          </label>
          {condition !== 'daily' && (
            <label>
              {t('alert.price')}
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={1000000}
                required
                value={price}
                onChange={(event) => setPrice(event.target.value)}
              />
            </label>
          )}
          {state === 'failed' && <Muted role="alert">{t('alert.failed')}</Muted>}
          <div>
            <Button type="submit" disabled={state === 'saving'}>
              {t('alert.save')}
            </Button>{' '}
            <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
              {t('alert.cancel')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
