import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ModelSummary } from '@cvb/contracts';
import { formatRupees, groupIndian } from '@cvb/format';
import { Link } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card } from '@cvb/ui';
import { withMaker } from '../common/ad-title';
import { FactList } from './fact-list';

const NewPrice = styled.p`
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.large};
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

/** The catalogue model beside the ad: its key specifications and today's new price, with a link to its page. */
export function ModelSpecs({ model, path }: { model: ModelSummary; path: string | null }) {
  const { t } = useTranslation('used');
  const locale = useAppSelector(selectLocale);
  const name = withMaker(model.brandName, model.name);
  const rows: Array<[string, string]> = [];
  if (model.powerHp !== null) rows.push([t('ad.specs.powerHp'), t('ad.units.hp', { value: model.powerHp })]);
  if (model.gvwKg !== null)
    rows.push([t('ad.specs.gvwKg'), t('ad.units.kg', { value: groupIndian(model.gvwKg) })]);
  if (model.payloadKg !== null)
    rows.push([t('ad.specs.payloadKg'), t('ad.units.kg', { value: groupIndian(model.payloadKg) })]);
  if (model.seats !== null) rows.push([t('ad.specs.seats'), String(model.seats)]);
  if (model.wheels !== null) rows.push([t('ad.specs.wheels'), String(model.wheels)]);
  if (model.fuelType)
    rows.push([t('ad.specs.fuelType'), t(`fuels.${model.fuelType}`, { defaultValue: model.fuelType })]);
  return (
    <Card as="section" aria-labelledby="used-model-specs">
      <h2 id="used-model-specs">{t('ad.specsOf', { model: name })}</h2>
      {model.minPrice !== null && (
        <NewPrice>{t('ad.newFrom', { price: formatRupees(model.minPrice, locale) })}</NewPrice>
      )}
      <FactList rows={rows} />
      {path && <Link to={path}>{t('ad.seeNew', { model: name })}</Link>}
    </Card>
  );
}
