import { FieldGrid, TextField, type FieldProps } from './sell-fields';

type StepProps = Omit<FieldProps, 'field'>;

/** Step 4: how buyers reach the seller (docs/domain.md#field-rules). */
export function ContactStep(props: StepProps) {
  return (
    <FieldGrid>
      <TextField {...props} field="name" autoComplete="name" />
      <TextField {...props} field="email" type="email" inputMode="email" autoComplete="email" />
      <TextField {...props} field="mobile" type="tel" inputMode="tel" autoComplete="tel-national" />
    </FieldGrid>
  );
}
