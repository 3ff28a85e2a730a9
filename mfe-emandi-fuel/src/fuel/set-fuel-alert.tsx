import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { createAlert } from '@cvb/api-client';
import type { AlertFuel } from '@cvb/contracts';
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

/** Asks the shell to open its login dialog (the shell listens for this window event). */
const openLogin = () => window.dispatchEvent(new CustomEvent('cvb:open-login'));

/** "Set an alert" on a city's fuel page (docs/domain.md#price-alerts): the fuel moves by at least an amount. */
export function SetFuelAlert({
  city,
  cityName,
  fuel,
  fuelName,
}: {
  city: string;
  cityName: string;
  fuel: AlertFuel;
  fuelName: string;
}) {
  const t = useEmandiTexts();
  const locale = useLocale();
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('1');
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const title = t('alert.fuelTitle', { fuel: fuelName, city: cityName });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    try {
      await createAlert({ locale, rule: { kind: 'fuel', city, fuel, minChange: Number(amount) } });
      setState('saved');
      setOpen(false);
    } catch {
      setState('failed');
    }
  };

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
        <Form onSubmit={(event: FormEvent) => void submit(event)} aria-label={title}>
          <strong>{title}</strong>
          <label>
            {t('alert.amount')}
            <input
              type="number"
              inputMode="decimal"
              min={0.01}
              max={100}
              step={0.01}
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
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
