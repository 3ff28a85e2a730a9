import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import type { ActiveFilter } from './active-filters';
import { Chips } from './chosen-filters';

/**
 * No ad matches: the filters to take out, the one that brings back the most ads first (the facet counts say how
 * many each group has without its own filter); with no filter at all, an invitation to sell.
 */
export function EmptyList({ chips }: { chips: readonly ActiveFilter[] }) {
  const { t } = useTranslation('used');
  if (chips.length === 0) {
    return (
      <p>
        {t('list.emptyNone')} <Link to="/sell-used-vehicle">{t('list.sell')}</Link>
      </p>
    );
  }
  const best = [...chips].sort((a, b) => b.without - a.without);
  return (
    <section aria-labelledby="used-empty">
      <h2 id="used-empty">{t('list.empty')}</h2>
      <p>{t('list.emptyHint')}</p>
      <Chips>
        {best.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.href} aria-label={t('list.removeFilter', { label: chip.label })}>
              {chip.label}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </Chips>
    </section>
  );
}
