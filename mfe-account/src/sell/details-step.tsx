import { AD_INSURANCE_TYPES, AD_OWNERS } from '@cvb/contracts';
import { FieldGrid, SelectField, TextField, type FieldProps } from './sell-fields';

type StepProps = Omit<FieldProps, 'field'>;

/** Step 2: condition, registration, where it is and the asking price. */
export function DetailsStep(props: StepProps) {
  return (
    <FieldGrid>
      <TextField {...props} field="kmsDriven" inputMode="numeric" />
      <SelectField {...props} field="owner" options={AD_OWNERS} optionKey="owners" />
      <TextField {...props} field="rto" />
      <TextField {...props} field="city" autoComplete="address-level2" />
      <TextField {...props} field="state" autoComplete="address-level1" />
      <SelectField {...props} field="insuranceType" options={AD_INSURANCE_TYPES} optionKey="insurance" />
      <TextField {...props} field="price" inputMode="numeric" />
      <TextField {...props} field="vehicleNumber" />
      <TextField {...props} field="description" multiline />
    </FieldGrid>
  );
}
