import { useState } from 'react';
import { createAlert } from '@cvb/api-client';
import type { CatalogueAlertEvent, VehicleBrand, VehicleVertical } from '@cvb/contracts';
import { localizePath } from '@cvb/i18n';
import { selectLocale, selectUser, useAppSelector } from '@cvb/store';
import { AlertSetter, useUiText } from '@cvb/ui';

/**
 * "Set an alert" on a brand's page (docs/domain.md#price-alerts): a catalogue alert for the brand, told about its new
 * models, its price changes or both. A visitor is asked to log in first.
 */
export function SetBrandAlert({
  vertical,
  brand,
}: {
  vertical: VehicleVertical;
  brand: Pick<VehicleBrand, 'slug' | 'name'>;
}) {
  const text = useUiText();
  const locale = useAppSelector(selectLocale);
  const user = useAppSelector(selectUser);
  const [events, setEvents] = useState<CatalogueAlertEvent[]>(['new-model', 'price-change']);
  const toggle = (event: CatalogueAlertEvent, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((value) => value !== event)));
  const title = text('alertSetter.brandTitle', 'Tell me about {{brand}}', { brand: brand.name });
  const choices = [
    ['new-model', text('alertSetter.newModels', 'New models')],
    ['price-change', text('alertSetter.priceChanges', 'Price changes')],
  ] as const;
  return (
    <AlertSetter
      title={title}
      signedIn={Boolean(user)}
      save={() => createAlert({ locale, rule: { kind: 'catalogue', vertical, brand: brand.slug, events } })}
      manageHref={localizePath('/account/alerts', locale)}
    >
      <fieldset>
        {choices.map(([event, label]) => (
          <label key={event}>
            <input
              type="checkbox"
              checked={events.includes(event)}
              // One event at least: the last one chosen cannot be taken away.
              disabled={events.length === 1 && events.includes(event)}
              onChange={(change) => toggle(event, change.target.checked)}
            />
            {label}
          </label>
        ))}
      </fieldset>
    </AlertSetter>
  );
}
