import { useTranslation } from 'react-i18next';
import { breakEvens, variantName, type OwnershipResult } from './ownership-results';

/** In words, when an electric or CNG vehicle that costs more to buy has cost no more in total than a diesel one. */
export function BreakEvenNotes({ results, years }: { results: readonly OwnershipResult[]; years: number }) {
  const { t } = useTranslation('catalog');
  const pairs = breakEvens(results);
  if (pairs.length === 0) return null;
  return (
    <ul aria-live="polite">
      {pairs.map(({ challenger, incumbent, year }) => {
        const names = {
          challenger: variantName(challenger.variant),
          incumbent: variantName(incumbent.variant),
        };
        return (
          <li key={`${challenger.variant.slug}/${incumbent.variant.slug}`}>
            {year === null
              ? t('runningCost.noBreakEven', { ...names, count: years })
              : t('runningCost.breakEven', { ...names, year })}
          </li>
        );
      })}
    </ul>
  );
}
