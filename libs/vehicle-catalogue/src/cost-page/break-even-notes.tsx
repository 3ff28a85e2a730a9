import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { breakEvens, variantName, type OwnershipResult } from './ownership-results';

const Notes = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    padding: ${({ theme }) => theme.space(3)};
    border-left: 4px solid ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successSurface};
    border-radius: ${({ theme }) => theme.radius};
    font-weight: 600;
  }
`;

/** In words, when an electric or CNG vehicle that costs more to buy has cost no more in total than a diesel one. */
export function BreakEvenNotes({ results, years }: { results: readonly OwnershipResult[]; years: number }) {
  const { t } = useTranslation('catalogue');
  const pairs = breakEvens(results);
  if (pairs.length === 0) return null;
  return (
    <Notes aria-live="polite">
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
    </Notes>
  );
}
