import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchVehicleBrands, useApiData } from '@cvb/api-client';
import { MAX_RUNNING_COST_VARIANTS, type VehicleVertical } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button, media } from '@cvb/ui';
import { CompareSlotCard } from '../compare-page/compare-slot-card';
import { useCompareSlots } from '../compare-page/use-compare-slots';

const Slots = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

export interface VehicleSlotsProps {
  vertical: VehicleVertical;
  selection: readonly string[];
  /** Names of the chosen variants, once loaded. */
  names: ReadonlyMap<string, string>;
  onChange: (selection: string[]) => void;
}

/** Up to four variants, picked with the compare page's brand → model → variant cards. */
export function VehicleSlots({ vertical, selection, names, onChange }: VehicleSlotsProps) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const slots = useCompareSlots(selection);
  const brands = useApiData(
    (signal) =>
      fetchVehicleBrands(vertical, { _sort: 'popularity:DESC', _limit: -1, _locale: locale }, signal),
    `${vertical}:${locale}`,
  );
  const write = (next: string[]) => {
    slots.noteWritten(next);
    onChange(next);
  };
  return (
    <>
      <Slots>
        {slots.slots.map((slot, index) => (
          <li key={slot.key}>
            <CompareSlotCard
              vertical={vertical}
              number={index + 1}
              slot={slot}
              comparedName={slot.variantSlug === null ? undefined : names.get(slot.variantSlug)}
              brands={brands}
              selection={slots.selection}
              canRemove={slot.variantSlug !== null || slots.slots.length > 1}
              onChoose={(variant) => {
                if (slots.fill(slot.key, variant.slug, `${variant.modelName} ${variant.name}`))
                  write([...selection, variant.slug]);
              }}
              onRemove={() => {
                slots.remove(slot.key);
                if (slot.variantSlug) write(selection.filter((slug) => slug !== slot.variantSlug));
              }}
            />
          </li>
        ))}
      </Slots>
      {slots.slots.length < MAX_RUNNING_COST_VARIANTS && (
        <Button type="button" $variant="secondary" onClick={() => slots.addSlot()}>
          {t('runningCost.addVehicle')}
        </Button>
      )}
    </>
  );
}
