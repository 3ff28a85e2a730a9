import { VEHICLE_VERTICALS } from '@cvb/contracts';
import { useTranslation } from 'react-i18next';
import { CataloguePicker } from './catalogue-picker';
import { FieldGrid, SelectField, TextField, type FieldProps } from './sell-fields';
import { OTHER_PICK, type SellField } from './sell-values';

type StepProps = Omit<FieldProps, 'field'>;

const isPicked = (slug: string) => slug !== '' && slug !== OTHER_PICK;

/**
 * Step 1: what is being sold. Brand, model and variant are picked from the catalogue of the vehicle type;
 * only "Other" asks for the name as text. Changing a choice clears the choices below it.
 */
export function VehicleStep(props: StepProps) {
  const { t } = useTranslation('sell');
  const { values, onChange } = props;
  const set = (changes: Partial<Record<SellField, string>>) => {
    for (const [field, value] of Object.entries(changes)) onChange(field as SellField, value);
  };
  const clearBelow = { modelSlug: '', model: '', variantSlug: '', variant: '' };
  return (
    <FieldGrid>
      <SelectField
        {...props}
        field="vertical"
        options={VEHICLE_VERTICALS}
        optionKey="verticals"
        onChange={(_field, vertical) => set({ vertical, brandSlug: '', brand: '', ...clearBelow })}
      />
      <CataloguePicker
        level="brand"
        vertical={values.vertical}
        value={values.brandSlug}
        errors={props.errors}
        onPick={(brandSlug, brand) => set({ brandSlug, brand, ...clearBelow })}
      />
      {values.brandSlug === OTHER_PICK && (
        <TextField {...props} field="brand" label={t('picker.brandOther')} />
      )}
      {isPicked(values.brandSlug) && (
        <CataloguePicker
          level="model"
          vertical={values.vertical}
          brandSlug={values.brandSlug}
          value={values.modelSlug}
          errors={props.errors}
          onPick={(modelSlug, model) => set({ modelSlug, model, variantSlug: '', variant: '' })}
        />
      )}
      {(values.brandSlug === OTHER_PICK || values.modelSlug === OTHER_PICK) && (
        <TextField {...props} field="model" label={t('picker.modelOther')} />
      )}
      {isPicked(values.modelSlug) && (
        <CataloguePicker
          level="variant"
          vertical={values.vertical}
          brandSlug={values.brandSlug}
          modelSlug={values.modelSlug}
          value={values.variantSlug}
          errors={props.errors}
          onPick={(variantSlug, variant) => set({ variantSlug, variant })}
        />
      )}
      {(values.brandSlug === OTHER_PICK ||
        values.modelSlug === OTHER_PICK ||
        values.variantSlug === OTHER_PICK) && (
        <TextField {...props} field="variant" label={t('picker.variantOther')} />
      )}
      <TextField {...props} field="year" inputMode="numeric" />
      <TextField {...props} field="colour" />
    </FieldGrid>
  );
}
