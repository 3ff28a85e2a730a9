import { useTranslation } from 'react-i18next';
import { DESK_MODEL_STATUSES, VEHICLE_VERTICALS, type VehicleVertical } from '@cvb/contracts';
import styled from 'styled-components';
import { media } from '@cvb/ui';
import { Field } from '../../common/form-parts';
import { useDeskBrands } from './use-desk-brands';

export interface SearchDraft {
  q: string;
  vertical: VehicleVertical | '';
  brandId: string;
  status: string;
}

export const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }
`;

/** Name, vertical, brand (of the chosen vertical) and status: the desk search's filters. */
export function SearchFilters({
  draft,
  onChange,
}: {
  draft: SearchDraft;
  onChange: (next: SearchDraft) => void;
}) {
  const { t } = useTranslation('admin');
  const brands = useDeskBrands(draft.vertical);
  const brandList = brands.status === 'ready' ? brands.data.brands : [];
  return (
    <>
      <Field>
        {t('catalogue.search')}
        <input type="search" value={draft.q} onChange={(e) => onChange({ ...draft, q: e.target.value })} />
      </Field>
      <Row>
        <Field>
          {t('catalogue.vertical')}
          <select
            value={draft.vertical}
            onChange={(e) =>
              onChange({ ...draft, vertical: e.target.value as VehicleVertical | '', brandId: '' })
            }
          >
            <option value="">{t('verticals.all')}</option>
            {VEHICLE_VERTICALS.map((vertical) => (
              <option key={vertical} value={vertical}>
                {t(`verticals.${vertical}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          {t('catalogue.brand')}
          <select
            value={draft.brandId}
            disabled={!draft.vertical}
            onChange={(e) => onChange({ ...draft, brandId: e.target.value })}
          >
            <option value="">{t('catalogue.anyBrand')}</option>
            {brandList.map((brand) => (
              <option key={brand.id} value={String(brand.id)}>
                {brand.name}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          {t('catalogue.status')}
          <select value={draft.status} onChange={(e) => onChange({ ...draft, status: e.target.value })}>
            <option value="">{t('catalogue.anyStatus')}</option>
            {DESK_MODEL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`catalogue.statuses.${status}`)}
              </option>
            ))}
            <option value="draft">{t('catalogue.draftPending')}</option>
          </select>
        </Field>
      </Row>
    </>
  );
}
