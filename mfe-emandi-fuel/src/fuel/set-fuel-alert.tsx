import { useState } from 'react';
import { createAlert } from '@cvb/api-client';
import type { AlertFuel } from '@cvb/contracts';
import { localizePath } from '@cvb/i18n';
import { selectUser, useAppSelector } from '@cvb/store';
import { AlertSetter } from '@cvb/ui';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';

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
  const [amount, setAmount] = useState('1');

  return (
    <AlertSetter
      title={t('alert.fuelTitle', { fuel: fuelName, city: cityName })}
      signedIn={Boolean(user)}
      save={() => createAlert({ locale, rule: { kind: 'fuel', city, fuel, minChange: Number(amount) } })}
      manageHref={localizePath('/account/alerts', locale)}
    >
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
    </AlertSetter>
  );
}
