import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@cvb/ui';
import type { UplotChartProps } from './uplot-chart';

/** uPlot (about 20 kB gzipped) loads only when a chart is on screen. */
const UplotChart = lazy(() => import('./uplot-chart'));

const Figure = styled.figure`
  margin: 0;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  li::before {
    content: '';
    display: inline-block;
    width: 14px;
    height: 3px;
    margin-right: 6px;
    vertical-align: middle;
    background: var(--swatch);
  }
`;

/** A history chart with a text legend; `label` describes it for assistive tech (the table beside it has the numbers). */
export function PriceChart({ label, ...chart }: UplotChartProps & { label: string }) {
  return (
    <Figure role="img" aria-label={label} data-testid="price-chart">
      <Suspense fallback={<Skeleton $height={`${chart.height ?? 260}px`} />}>
        <UplotChart {...chart} />
      </Suspense>
      <Legend aria-hidden="true">
        {chart.series.map((line) => (
          <li key={line.label} style={{ ['--swatch' as string]: line.color }}>
            {line.label}
          </li>
        ))}
      </Legend>
    </Figure>
  );
}
