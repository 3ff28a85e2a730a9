import { VEHICLE_VERTICALS } from '@cvb/contracts';
import { FieldGrid, SelectField, TextField, type FieldProps } from './sell-fields';

type StepProps = Omit<FieldProps, 'field'>;

/** Step 1: what is being sold. */
export function VehicleStep(props: StepProps) {
  return (
    <FieldGrid>
      <SelectField {...props} field="vertical" options={VEHICLE_VERTICALS} optionKey="verticals" />
      <TextField {...props} field="brand" />
      <TextField {...props} field="model" />
      <TextField {...props} field="variant" />
      <TextField {...props} field="year" inputMode="numeric" />
      <TextField {...props} field="colour" />
    </FieldGrid>
  );
}
