import { createAlert } from '@cvb/api-client';
import { USED_PRICE_BANDS, type UsedAdAlertRule } from '@cvb/contracts';
import { localizePath } from '@cvb/i18n';
import { selectLocale, selectUser, useAppSelector } from '@cvb/store';
import { AlertSetter, useUiText } from '@cvb/ui';
import type { ActiveFilter } from './active-filters';
import type { UsedListPage, UsedPageFilters } from './list-url';

/** The filters a saved search keeps (docs/domain.md#price-alerts: brand, model, state, price at most, year at least). */
const KEPT = new Set(['brand', 'model', 'state', 'priceBand', 'maxPrice', 'year', 'years']);

/** The saved search of a list: what the alert matches new ads against. */
export function usedAlertRule(page: UsedListPage, filters: UsedPageFilters): UsedAdAlertRule {
  const bandMax = USED_PRICE_BANDS.find((band) => band.key === filters.priceBand)?.max ?? undefined;
  const maxPrice = filters.maxPrice ?? bandMax;
  return {
    kind: 'used-ad',
    vertical: page.vertical,
    ...(filters.brand ? { brand: filters.brand } : {}),
    ...(filters.brand && filters.model ? { model: filters.model } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(maxPrice && maxPrice >= 1 && maxPrice <= 100_000_000 ? { maxPrice } : {}),
    ...(filters.yearMin ? { minYear: filters.yearMin } : {}),
  };
}

/**
 * "Set an alert" on a used-ad list (docs/domain.md#price-alerts): a saved search of the list's current filters, told
 * when a new ad fits it. A visitor is asked to log in first.
 */
export function SetUsedAlert({
  page,
  filters,
  title,
  chips,
}: {
  page: UsedListPage;
  filters: UsedPageFilters;
  /** The list's heading ("Used tractors in Maharashtra"). */
  title: string;
  /** The list's chosen filters as the page names them. */
  chips: ActiveFilter[];
}) {
  const text = useUiText();
  const locale = useAppSelector(selectLocale);
  const user = useAppSelector(selectUser);
  const search = [title, ...chips.filter((chip) => KEPT.has(chip.key)).map((chip) => chip.label)].join(', ');
  return (
    <AlertSetter
      title={text('alertSetter.usedTitle', 'Tell me about new ads like these: {{search}}', { search })}
      signedIn={Boolean(user)}
      save={() => createAlert({ locale, rule: usedAlertRule(page, filters) })}
      manageHref={localizePath('/account/alerts', locale)}
    />
  );
}
