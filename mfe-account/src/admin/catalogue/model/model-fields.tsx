import { useTranslation } from 'react-i18next';
import {
  DESK_MODEL_STATUSES,
  VEHICLE_VERTICALS,
  verticalDefinition,
  type DeskModelDocument,
  type VehicleVertical,
} from '@cvb/contracts';
import { Muted } from '@cvb/ui';
import { CheckField, Field } from '../../../common/form-parts';
import { Row } from '../search-filters';
import { useDeskBrands } from '../use-desk-brands';
import { optionLabel } from './option-label';
import { SpecInputs } from './spec-inputs';
import { shownSpecFields } from './model-document';
import { SuccessorPicker } from './successor-picker';

export interface ModelFieldsProps {
  document: DeskModelDocument;
  onChange: (document: DeskModelDocument) => void;
  modelId: number | null;
  /** A model's vertical is chosen once, when it is created. */
  verticalLocked: boolean;
}

const rupees = (value: string): number | null => {
  const digits = value.replace(/[^\d]/g, '');
  return digits ? Number(digits) : null;
};

/** The model's own fields: vertical, brand, names, body type, fuel, status (with its dates, prices, successor), specs. */
export function ModelFields({ document, onChange, modelId, verticalLocked }: ModelFieldsProps) {
  const { t } = useTranslation('admin');
  const definition = verticalDefinition(document.vertical);
  const brands = useDeskBrands(document.vertical);
  const set = (patch: Partial<DeskModelDocument>) => onChange({ ...document, ...patch });
  const option = (key: string) => optionLabel(t, key);

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Row>
        <Field>
          {t('catalogue.vertical')}
          <select
            value={document.vertical}
            disabled={verticalLocked}
            onChange={(e) =>
              set({
                vertical: e.target.value as VehicleVertical,
                brandId: 0,
                bodyType: '',
                fuelType: '',
                specs: {},
              })
            }
          >
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
            value={document.brandId || ''}
            required
            onChange={(e) => set({ brandId: Number(e.target.value) })}
          >
            <option value="">{t('catalogue.model.choose')}</option>
            {brands.status === 'ready' &&
              brands.data.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
          </select>
        </Field>
      </Row>
      <Row>
        <Field>
          {t('catalogue.model.name')}
          <input
            value={document.name}
            required
            maxLength={120}
            onChange={(e) => set({ name: e.target.value })}
          />
        </Field>
        <div>
          <Field style={{ marginBottom: 4 }}>
            {t('catalogue.model.slug')}
            <input
              value={document.slug}
              required
              maxLength={80}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              aria-describedby="model-slug-hint"
              onChange={(e) => set({ slug: e.target.value })}
            />
          </Field>
          <Muted as="p" id="model-slug-hint" style={{ marginTop: 0 }}>
            {t('catalogue.model.slugHint')}
          </Muted>
        </div>
      </Row>
      <Row>
        <Field>
          {t('catalogue.model.bodyType')}
          <select value={document.bodyType} required onChange={(e) => set({ bodyType: e.target.value })}>
            <option value="">{t('catalogue.model.choose')}</option>
            {definition.bodyTypes.map((type) => (
              <option key={type} value={type}>
                {optionLabel(t, type, document.vertical)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          {t('catalogue.spec.fuelType')}
          <select value={document.fuelType} required onChange={(e) => set({ fuelType: e.target.value })}>
            <option value="">{t('catalogue.model.choose')}</option>
            {definition.fuels.map((fuel) => (
              <option key={fuel} value={fuel}>
                {option(fuel)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          {t('catalogue.spec.transmission')}
          <select
            value={document.transmission ?? ''}
            onChange={(e) => set({ transmission: e.target.value || null })}
          >
            <option value="">—</option>
            {definition.transmissions.map((transmission) => (
              <option key={transmission} value={transmission}>
                {option(transmission)}
              </option>
            ))}
          </select>
        </Field>
      </Row>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
        <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t('catalogue.status')}</legend>
        {DESK_MODEL_STATUSES.map((status) => (
          <CheckField key={status}>
            <input
              type="radio"
              name="model-status"
              value={status}
              checked={document.status === status}
              onChange={() => set({ status })}
            />
            {t(`catalogue.statuses.${status}`)}
          </CheckField>
        ))}
      </fieldset>
      {document.status === 'upcoming' && (
        <Row>
          <Field>
            {t('catalogue.model.launchDate')}
            <input
              type="date"
              value={document.expectedLaunch ?? ''}
              onChange={(e) => set({ expectedLaunch: e.target.value || null })}
            />
          </Field>
          <Field>
            {t('catalogue.model.priceMin')}
            <input
              inputMode="numeric"
              value={document.expectedPriceMin ?? ''}
              onChange={(e) => set({ expectedPriceMin: rupees(e.target.value) })}
            />
          </Field>
          <Field>
            {t('catalogue.model.priceMax')}
            <input
              inputMode="numeric"
              value={document.expectedPriceMax ?? ''}
              onChange={(e) => set({ expectedPriceMax: rupees(e.target.value) })}
            />
          </Field>
        </Row>
      )}
      {document.status === 'discontinued' && (
        <SuccessorPicker
          vertical={document.vertical}
          modelId={modelId}
          value={document.successorModelId}
          onChange={(successorModelId) => set({ successorModelId })}
        />
      )}
      <h3>{t('catalogue.variants.specs')}</h3>
      <SpecInputs
        fields={shownSpecFields(document)}
        values={document.specs}
        onChange={(specs) => set({ specs })}
      />
    </fieldset>
  );
}
