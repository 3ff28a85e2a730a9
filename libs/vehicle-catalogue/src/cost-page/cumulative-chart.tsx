import { useTranslation } from 'react-i18next';
import { formatPrice } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { VEHICLE_LINES } from './chart-colours';
import { Legend, Swatch } from './chart-legend';
import { variantName, type OwnershipResult } from './ownership-results';

const WIDTH = 360;
const HEIGHT = 180;
const PAD = { left: 4, right: 8, top: 16, bottom: 16 };

/** Money spent so far (price, then every running cost) at each year's end: where lines cross, one catches up. */
export function CumulativeChart({ results }: { results: readonly OwnershipResult[] }) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const costed = results.flatMap((result) => (result.cost ? [{ result, cost: result.cost }] : []));
  const years = costed[0]?.cost.years.length ?? 0;
  const points = costed.map(({ cost }) => [cost.startCash, ...cost.years.map((year) => year.cumulativeCash)]);
  const highest = Math.max(1, ...points.flat());
  const x = (year: number) => PAD.left + (year / Math.max(1, years)) * (WIDTH - PAD.left - PAD.right);
  const y = (amount: number) => HEIGHT - PAD.bottom - (amount / highest) * (HEIGHT - PAD.top - PAD.bottom);
  const label = t('runningCost.chart.cumulativeLabel', {
    count: years,
    items: costed
      .map(
        ({ result, cost }) =>
          `${variantName(result.variant)}: ₹${formatPrice(cost.years.at(-1)?.cumulativeCash ?? 0, locale)}`,
      )
      .join('; '),
  });
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <strong>{t('runningCost.chart.cumulative')}</strong>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={label}>
        <line x1={PAD.left} x2={WIDTH} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#98a2b3" />
        <text x={PAD.left} y={10} fontSize="10">
          ₹{formatPrice(highest, locale)}
        </text>
        {points.map((line, index) => {
          const style = VEHICLE_LINES[index % VEHICLE_LINES.length] ?? VEHICLE_LINES[0];
          return (
            <polyline
              key={costed[index]?.result.variant.slug}
              fill="none"
              stroke={style.colour}
              strokeWidth="2.5"
              strokeDasharray={style.dash}
              points={line.map((amount, year) => `${x(year).toFixed(1)},${y(amount).toFixed(1)}`).join(' ')}
            />
          );
        })}
        {Array.from({ length: years + 1 }, (_, year) => (
          <text
            key={year}
            x={x(year)}
            y={HEIGHT - 3}
            fontSize="10"
            textAnchor={year === 0 ? 'start' : 'middle'}
          >
            {year}
          </text>
        ))}
      </svg>
      <Legend aria-hidden="true">
        {costed.map(({ result }, index) => {
          const style = VEHICLE_LINES[index % VEHICLE_LINES.length] ?? VEHICLE_LINES[0];
          return (
            <li key={result.variant.slug}>
              <Swatch colour={style.colour} dash={style.dash} />
              {variantName(result.variant)}
            </li>
          );
        })}
      </Legend>
    </figure>
  );
}
