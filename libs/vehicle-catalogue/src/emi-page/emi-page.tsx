import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@cvb/router';
import styled from 'styled-components';
import {
  fetchEmiCalculator,
  fetchVehicleBrands,
  useApiData,
  type CatalogueToolVertical,
} from '@cvb/api-client';
import type { EmiResponse, VehicleVertical } from '@cvb/contracts';
import { formatPrice } from '@cvb/format';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Container, Lead, Muted, PageTitle, SectionTitle, Skeleton, media } from '@cvb/ui';
import { BrandSelect, ModelSelect } from '../compare-page/vehicle-selects';
import { emiBreakdown } from '../emi/emi-breakdown';
import { footnoteValues, loanDefaults } from '../emi/emi-defaults';
import { checkEmiFields, type EmiField, type EmiFieldValues } from './emi-fields';
import { EmiForm } from './emi-form';
import { EmiResult } from './emi-result';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.desktop} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const VehicleFieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  legend {
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.large};
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  p {
    grid-column: 1 / -1;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Footnote = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
`;

/** The empty form of a vertical: its loan's rate and period (a tractor starts from a farm loan). */
function startValues(vertical: VehicleVertical): EmiFieldValues {
  const loan = loanDefaults(vertical);
  return { price: '', downPayment: '0', rate: String(loan.annualRatePercent), months: String(loan.months) };
}

/** The fields filled from a model: its price, and the API's defaults (docs/domain.md#emi, 15 % down). */
function prefilled(current: EmiFieldValues, data: EmiResponse): EmiFieldValues {
  return {
    price: data.price === null ? current.price : String(data.price),
    downPayment: String(data.price === null ? 0 : data.defaults.downPayment),
    rate: String(data.defaults.interestRate),
    months: String(data.defaults.tenureMonths),
  };
}

/**
 * EMI calculator of a vertical. With `?brandSlug=…&modelSlug=…` it starts from that model's price;
 * every field change recalculates at once with the shared EMI engine.
 */
export function EmiPage({ vertical }: { vertical: CatalogueToolVertical }) {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  const [params, setParams] = useSearchParams();
  const urlBrand = params.get('brandSlug') ?? '';
  const urlModel = params.get('modelSlug') ?? '';
  const hasModel = urlBrand !== '' && urlModel !== '';
  const [brandSlug, setBrandSlug] = useState(urlBrand);
  const [values, setValues] = useState<EmiFieldValues>(() => startValues(vertical));
  const [priceEdited, setPriceEdited] = useState(false);
  const resultTitleId = useId();

  const brands = useApiData(
    (signal) =>
      fetchVehicleBrands(vertical, { _sort: 'popularity:DESC', _limit: -1, _locale: locale }, signal),
    `${vertical}:${locale}`,
  );
  const model = useApiData(
    (signal) =>
      hasModel
        ? fetchEmiCalculator(vertical, { brandSlug: urlBrand, modelSlug: urlModel, locale }, signal)
        : Promise.resolve(null),
    `${vertical}:${urlBrand}/${urlModel}:${locale}`,
  );
  const modelData = model.status === 'ready' ? model.data : null;
  // Prefill during render (not in an effect) so the fields never show empty next to the model's price.
  const [prefilledFrom, setPrefilledFrom] = useState<EmiResponse | null>(null);
  if (modelData && modelData !== prefilledFrom) {
    setPrefilledFrom(modelData);
    setValues((current) => prefilled(current, modelData));
  }

  const check = checkEmiFields(values);
  // An amount nobody has typed yet is not an error; the result area asks for it instead.
  const waitingForPrice = !priceEdited && check.errors.price === 'required';
  const errors = waitingForPrice ? { ...check.errors, price: undefined } : check.errors;
  const hasErrors = Object.values(errors).some((error) => error !== undefined);
  const onChange = (field: EmiField, value: string) => {
    if (field === 'price') setPriceEdited(true);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const chooseModel = (modelSlug: string) => {
    setParams(modelSlug === '' ? {} : { brandSlug, modelSlug });
  };

  return (
    <Container>
      <PageTitle>{t(`catalogue:emi.title.${vertical}`)}</PageTitle>
      <Lead>{t([`catalogue:emi.leadOf.${vertical}`, 'catalogue:emi.lead'])}</Lead>
      <Layout>
        <Card>
          <VehicleFieldset>
            <legend>{t('catalogue:emi.vehicle')}</legend>
            <BrandSelect
              brands={brands}
              value={brandSlug}
              onChange={(slug) => {
                setBrandSlug(slug);
                if (hasModel) setParams({});
              }}
            />
            <ModelSelect
              vertical={vertical}
              brandSlug={brandSlug}
              value={brandSlug === urlBrand ? urlModel : ''}
              onChange={chooseModel}
            />
            {hasModel ? (
              <ApiDataView result={model} skeleton={<Skeleton $height="24px" />}>
                {(data) =>
                  data && (
                    <p>
                      {data.price === null
                        ? t('catalogue:emi.priceNotAvailable')
                        : t('catalogue:emi.modelPrice', {
                            name: data.model.name,
                            price: `₹${formatPrice(data.price, locale)}`,
                          })}
                    </p>
                  )
                }
              </ApiDataView>
            ) : (
              <p>
                <Muted>{t('catalogue:emi.pickModel')}</Muted>
              </p>
            )}
          </VehicleFieldset>
          <EmiForm values={values} errors={errors} onChange={onChange} />
        </Card>
        <Card as="section" aria-labelledby={resultTitleId}>
          <SectionTitle id={resultTitleId} style={{ marginTop: 0 }}>
            {t('catalogue:emi.result')}
          </SectionTitle>
          {check.input ? (
            <EmiResult breakdown={emiBreakdown(check.input)} />
          ) : (
            <p>{hasErrors ? t('catalogue:emi.fixErrors') : t('catalogue:emi.enterAmount')}</p>
          )}
          <Footnote>
            <Muted>{t('catalogue:emi.footnote', footnoteValues(vertical))}</Muted>
          </Footnote>
          {i18n.exists(`catalogue:emi.noteOf.${vertical}`) && (
            <Footnote>
              <Muted>{t(`catalogue:emi.noteOf.${vertical}`)}</Muted>
            </Footnote>
          )}
        </Card>
      </Layout>
    </Container>
  );
}
