import { useTranslation } from 'react-i18next';
import {
  fetchVehicleModels,
  fetchVehicleVariants,
  useApiData,
  type ApiData,
  type CatalogueToolVertical,
} from '@cvb/api-client';
import type { ModelSummary, VariantSummary, VehicleBrand } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { ListSelect } from './list-select';

export function BrandSelect({
  brands,
  value,
  onChange,
}: {
  brands: ApiData<readonly VehicleBrand[]>;
  value: string;
  onChange: (brandSlug: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <ListSelect
      label={t('compare.brand')}
      placeholder={t('compare.chooseBrand')}
      list={brands}
      optionOf={(brand) => ({ value: brand.slug, label: brand.name })}
      value={value}
      onChange={onChange}
    />
  );
}

interface ModelSelectProps {
  vertical: CatalogueToolVertical;
  brandSlug: string;
  value: string;
  onChange: (modelSlug: string, model: ModelSummary | undefined) => void;
}

function LoadedModelSelect({ vertical, brandSlug, value, onChange }: ModelSelectProps) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const models = useApiData(
    (signal) =>
      fetchVehicleModels(
        vertical,
        { brandSlug, _sort: 'popularity:DESC', _limit: -1, _locale: locale },
        signal,
      ),
    `${vertical}:${brandSlug}:${locale}`,
  );
  return (
    <ListSelect
      label={t('compare.model')}
      placeholder={t('compare.chooseModel')}
      list={models}
      optionOf={(model) => ({ value: model.slug, label: model.name })}
      value={value}
      onChange={onChange}
    />
  );
}

/** The models of a brand; disabled until a brand is chosen. */
export function ModelSelect(props: ModelSelectProps) {
  const { t } = useTranslation('catalogue');
  if (props.brandSlug === '') {
    return (
      <ListSelect<ModelSummary>
        label={t('compare.model')}
        placeholder={t('compare.chooseModel')}
        list={null}
        optionOf={(model) => ({ value: model.slug, label: model.name })}
        value=""
        onChange={props.onChange}
      />
    );
  }
  return <LoadedModelSelect key={props.brandSlug} {...props} />;
}

interface VariantSelectProps {
  vertical: CatalogueToolVertical;
  brandSlug: string;
  modelSlug: string;
  /** Variants already in the comparison, left out of the list. */
  excluded: readonly string[];
  onChoose: (variant: VariantSummary) => void;
}

function variantOption(variant: VariantSummary) {
  return { value: variant.slug, label: variant.name };
}

function LoadedVariantSelect({ vertical, brandSlug, modelSlug, excluded, onChoose }: VariantSelectProps) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const variants = useApiData(
    (signal) =>
      fetchVehicleVariants(
        vertical,
        { brandSlug, modelSlug, _sort: 'price:ASC', _limit: -1, _locale: locale },
        signal,
      ),
    `${vertical}:${brandSlug}:${modelSlug}:${locale}`,
  );
  const list: ApiData<readonly VariantSummary[]> =
    variants.status === 'ready'
      ? { status: 'ready', data: variants.data.filter((variant) => !excluded.includes(variant.slug)) }
      : variants;
  return (
    <>
      <ListSelect
        label={t('compare.variant')}
        placeholder={t('compare.chooseVariant')}
        list={list}
        optionOf={variantOption}
        value=""
        onChange={(_, variant) => {
          if (variant) onChoose(variant);
        }}
      />
      {variants.status === 'ready' && variants.data.length === 0 && (
        <p role="alert">{t('compare.messages.noVariantsForModel')}</p>
      )}
    </>
  );
}

/** The variants of a model (docs/domain.md#comparison message when it has none); disabled until a model is chosen. */
export function VariantSelect(props: VariantSelectProps) {
  const { t } = useTranslation('catalogue');
  if (props.modelSlug === '') {
    return (
      <ListSelect<VariantSummary>
        label={t('compare.variant')}
        placeholder={t('compare.chooseVariant')}
        list={null}
        optionOf={variantOption}
        value=""
        onChange={() => undefined}
      />
    );
  }
  return <LoadedVariantSelect key={`${props.brandSlug}/${props.modelSlug}`} {...props} />;
}
