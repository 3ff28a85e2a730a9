import { useState } from 'react';
import { createAlert } from '@cvb/api-client';
import type { MandiRecord } from '@cvb/contracts';
import { localizePath } from '@cvb/i18n';
import { selectUser, useAppSelector } from '@cvb/store';
import { AlertSetter } from '@cvb/ui';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';

type Condition = 'above' | 'below' | 'daily';

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
  const [place, setPlace] = useState('');
  const [condition, setCondition] = useState<Condition>('above');
  const [price, setPrice] = useState('');

  const save = async () => {
    const chosen = markets.find((record) => placeKey(record) === place) ?? markets[0];
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
  };

  if (markets.length === 0) return null;
  return (
    <AlertSetter
      title={t('alert.title', { commodity: name })}
      signedIn={Boolean(user)}
      save={save}
      manageHref={localizePath('/account/alerts', locale)}
    >
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
    </AlertSetter>
  );
}
