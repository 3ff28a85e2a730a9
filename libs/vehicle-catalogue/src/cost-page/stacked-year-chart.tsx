import { useTranslation } from 'react-i18next';
import { COST_PARTS } from '@cvb/contracts';
import { formatPrice } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { PART_COLOURS } from './chart-colours';
import { Legend, Swatch } from './chart-legend';
import { variantName, type OwnershipResult } from './ownership-results';

const WIDTH = 360;
const HEIGHT = 180;
const LEFT = 4;
const BOTTOM = 16;

/** Each year's cost as a stacked bar per vehicle (1, 2… under the bars), parts coloured as in the legend. */
export function StackedYearChart({ results }: { results: readonly OwnershipResult[] }) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const costed = results.filter((result) => result.cost !== null);
  const years = costed[0]?.cost?.years.length ?? 0;
  const highest = Math.max(
    1,
    ...costed.flatMap((result) => result.cost?.years.map((year) => year.total) ?? []),
  );
  const groupWidth = (WIDTH - LEFT) / Math.max(1, years);
  const barWidth = Math.min(28, (groupWidth - 6) / Math.max(1, costed.length));
  const scale = (HEIGHT - BOTTOM - 14) / highest;
  const label = t('runningCost.chart.stackedLabel', {
    items: costed
      .map(
        (result) =>
          `${variantName(result.variant)}: ₹${formatPrice(result.cost?.years[0]?.total ?? 0, locale)}`,
      )
      .join('; '),
  });
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <strong>{t('runningCost.chart.stacked')}</strong>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={label}>
        <line x1={LEFT} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#98a2b3" />
        {Array.from({ length: years }, (_, yearIndex) => {
          const groupX = LEFT + yearIndex * groupWidth + (groupWidth - barWidth * costed.length) / 2;
          return (
            <g key={yearIndex}>
              {costed.map((result, vehicleIndex) => {
                const year = result.cost?.years[yearIndex];
                if (!year) return null;
                let top = HEIGHT - BOTTOM;
                const x = groupX + vehicleIndex * barWidth;
                return (
                  <g key={result.variant.slug}>
                    {COST_PARTS.map((part) => {
                      const height = year[part] * scale;
                      top -= height;
                      return height > 0 ? (
                        <rect
                          key={part}
                          x={x + 1}
                          y={top}
                          width={barWidth - 2}
                          height={height}
                          fill={PART_COLOURS[part]}
                        />
                      ) : null;
                    })}
                    {costed.length > 1 && (
                      <text
                        x={x + barWidth / 2}
                        y={HEIGHT - BOTTOM - 2 - year.total * scale}
                        fontSize="8"
                        textAnchor="middle"
                      >
                        {vehicleIndex + 1}
                      </text>
                    )}
                  </g>
                );
              })}
              <text
                x={LEFT + (yearIndex + 0.5) * groupWidth}
                y={HEIGHT - 3}
                fontSize="10"
                textAnchor="middle"
              >
                {t('runningCost.chart.yearShort', { year: yearIndex + 1 })}
              </text>
            </g>
          );
        })}
      </svg>
      <Legend aria-hidden="true">
        {COST_PARTS.map((part) => (
          <li key={part}>
            <Swatch colour={PART_COLOURS[part]} />
            {t(`runningCost.parts.${part}`)}
          </li>
        ))}
      </Legend>
      {costed.length > 1 && (
        <Legend aria-hidden="true">
          {costed.map((result, index) => (
            <li key={result.variant.slug}>
              {index + 1}: {variantName(result.variant)}
            </li>
          ))}
        </Legend>
      )}
    </figure>
  );
}
