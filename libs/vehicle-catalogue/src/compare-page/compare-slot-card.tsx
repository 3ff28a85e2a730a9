import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiData, CatalogueToolVertical } from '@cvb/api-client';
import type { VariantSummary, VehicleBrand } from '@cvb/contracts';
import { Button, Muted } from '@cvb/ui';
import type { CompareSlot } from './use-compare-slots';
import { BrandSelect, ModelSelect, VariantSelect } from './vehicle-selects';

const Fieldset = styled.fieldset`
  margin: 0;
  min-width: 0;
  height: 100%;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

const Chosen = styled.p`
  font-weight: 700;
  overflow-wrap: anywhere;
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(3)}`};
`;

export interface CompareSlotCardProps {
  vertical: CatalogueToolVertical;
  number: number;
  slot: CompareSlot;
  /** Name of the slot's variant from the loaded comparison (for slots restored from the URL). */
  comparedName: string | undefined;
  brands: ApiData<readonly VehicleBrand[]>;
  selection: readonly string[];
  canRemove: boolean;
  onChoose: (variant: VariantSummary) => void;
  onRemove: () => void;
}

/** One place of the comparison: brand → model → variant pickers, or the picked variant with "remove". */
export function CompareSlotCard(props: CompareSlotCardProps) {
  const { t } = useTranslation('catalogue');
  const [brandSlug, setBrandSlug] = useState('');
  const [modelSlug, setModelSlug] = useState('');
  const { slot } = props;
  const legend = t('compare.slot', { number: props.number });
  const name = slot.label ?? props.comparedName ?? slot.variantSlug ?? legend;
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {slot.variantSlug === null ? (
        <>
          <BrandSelect
            brands={props.brands}
            value={brandSlug}
            onChange={(slug) => {
              setBrandSlug(slug);
              setModelSlug('');
            }}
          />
          <ModelSelect
            vertical={props.vertical}
            brandSlug={brandSlug}
            value={modelSlug}
            onChange={setModelSlug}
          />
          <VariantSelect
            vertical={props.vertical}
            brandSlug={brandSlug}
            modelSlug={modelSlug}
            excluded={props.selection}
            onChoose={props.onChoose}
          />
        </>
      ) : (
        <>
          <Muted>{t('compare.selected')}</Muted>
          <Chosen>{name}</Chosen>
        </>
      )}
      {props.canRemove && (
        <Button
          type="button"
          $variant="secondary"
          aria-label={t('compare.remove', { name })}
          onClick={props.onRemove}
        >
          {t('compare.removeShort')}
        </Button>
      )}
    </Fieldset>
  );
}
