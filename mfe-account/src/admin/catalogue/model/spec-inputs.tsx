import { useTranslation } from 'react-i18next';
import type { DeskSpecField } from '@cvb/contracts';
import { Field } from '../../../common/form-parts';
import { Row } from '../search-filters';
import type { SpecValues } from './model-document';
import { specLabel } from './spec-label';

export interface SpecInputsProps {
  fields: readonly DeskSpecField[];
  values: SpecValues;
  onChange: (values: SpecValues) => void;
  /** A variant's inputs show the model's value as a hint: left empty, the variant has the model's. */
  inherited?: SpecValues;
}

const shown = (value: SpecValues[string] | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * One input per spec field of the vertical's definition: a number with its unit, one of a fixed list, or text.
 * Nothing here knows a vertical; a new spec row in the definition is a new input.
 */
export function SpecInputs({ fields, values, onChange, inherited }: SpecInputsProps) {
  const { t } = useTranslation('admin');
  const set = (key: string, value: string) => onChange({ ...values, [key]: value === '' ? null : value });
  return (
    <Row>
      {fields.map((field) => {
        const label = specLabel(t, field.key, field.unit);
        const hint = shown(inherited?.[field.key]);
        return (
          <Field key={field.key}>
            {label}
            {field.kind === 'choice' ? (
              <select value={shown(values[field.key])} onChange={(e) => set(field.key, e.target.value)}>
                <option value="">
                  {hint ? t(`catalogue.options.${hint}`, { defaultValue: hint }) : '—'}
                </option>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {t(`catalogue.options.${option}`, { defaultValue: option })}
                  </option>
                ))}
              </select>
            ) : (
              <input
                inputMode={field.kind === 'number' ? 'decimal' : undefined}
                value={shown(values[field.key])}
                placeholder={hint}
                onChange={(e) => set(field.key, e.target.value)}
              />
            )}
          </Field>
        );
      })}
    </Row>
  );
}
