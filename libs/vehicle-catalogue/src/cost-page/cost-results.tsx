import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AssumptionKey, UsageUnit } from '@cvb/contracts';
import { SectionTitle, media } from '@cvb/ui';
import { AssumptionFields } from './assumption-fields';
import { BreakEvenNotes } from './break-even-notes';
import { CostSummaryTable } from './cost-summary-table';
import { CumulativeChart } from './cumulative-chart';
import { variantName, type OwnershipResult } from './ownership-results';
import { StackedYearChart } from './stacked-year-chart';
import { YearlyTable } from './yearly-table';

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(4)} 0;
  ${media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export interface CostResultsProps {
  results: readonly OwnershipResult[];
  unit: UsageUnit;
  years: number;
  onAssumption: (slug: string, key: AssumptionKey, value: number) => void;
}

/** The comparison, the break-even sentence, the charts, each vehicle year by year, and every assumption. */
export function CostResults({ results, unit, years, onAssumption }: CostResultsProps) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const assumptionsId = useId();
  const costed = results.filter((result) => result.cost !== null);
  return (
    <>
      <section aria-labelledby={titleId}>
        <SectionTitle id={titleId}>{t('runningCost.results')}</SectionTitle>
        <CostSummaryTable results={results} unit={unit} years={years} />
        <BreakEvenNotes results={results} years={years} />
        {costed.length > 0 && (
          <Charts>
            <StackedYearChart results={costed} />
            <CumulativeChart results={costed} />
          </Charts>
        )}
        <Stack>
          {results.map((result) =>
            result.cost ? (
              <YearlyTable
                key={result.variant.slug}
                name={variantName(result.variant)}
                cost={result.cost}
                unit={unit}
              />
            ) : (
              <p key={result.variant.slug}>
                {t('runningCost.needsFigures', { name: variantName(result.variant) })}
              </p>
            ),
          )}
        </Stack>
      </section>
      <section aria-labelledby={assumptionsId}>
        <SectionTitle id={assumptionsId}>{t('runningCost.assumptionsTitle')}</SectionTitle>
        <p>{t('runningCost.assumptionsLead')}</p>
        <Stack>
          {results.map((result) => (
            <AssumptionFields
              key={result.variant.slug}
              result={result}
              unit={unit}
              onChange={(key, value) => onAssumption(result.variant.slug, key, value)}
            />
          ))}
        </Stack>
      </section>
    </>
  );
}
