import { createAlert } from '@cvb/api-client';
import type { ModelSummary, VehicleVertical } from '@cvb/contracts';
import { localizePath } from '@cvb/i18n';
import { selectLocale, selectUser, useAppSelector } from '@cvb/store';
import { AlertSetter, useUiText } from '@cvb/ui';

/**
 * "Set an alert" on a model's page (docs/domain.md#price-alerts): a catalogue alert for this model, told when its
 * price changes (or, for a model not launched yet, when it is published). A visitor is asked to log in first.
 */
export function SetModelAlert({
  vertical,
  model,
  name,
}: {
  vertical: VehicleVertical;
  model: Pick<ModelSummary, 'brandSlug' | 'slug'>;
  name: string;
}) {
  const text = useUiText();
  const locale = useAppSelector(selectLocale);
  const user = useAppSelector(selectUser);
  return (
    <AlertSetter
      title={text('alertSetter.modelTitle', 'Tell me when the price of {{model}} changes', { model: name })}
      signedIn={Boolean(user)}
      save={() =>
        createAlert({
          locale,
          rule: {
            kind: 'catalogue',
            vertical,
            brand: model.brandSlug,
            model: model.slug,
            events: ['price-change', 'new-model'],
          },
        })
      }
      manageHref={localizePath('/account/alerts', locale)}
    />
  );
}
