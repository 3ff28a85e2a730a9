import { Down, Up } from '../shared/price-table';
import { useEmandiTexts } from '../shared/use-emandi-texts';

/** ▲ 0.12 / ▼ 0.05 with words for screen readers; nothing when unchanged. */
export function PriceChange({ change }: { change: number }) {
  const t = useEmandiTexts();
  if (change === 0) return null;
  const value = Math.abs(change).toFixed(2);
  const Tone = change > 0 ? Up : Down;
  return (
    <Tone title={change > 0 ? t('fuel.up', { value }) : t('fuel.down', { value })}>
      {' '}
      {change > 0 ? '▲' : '▼'} {value}
    </Tone>
  );
}
