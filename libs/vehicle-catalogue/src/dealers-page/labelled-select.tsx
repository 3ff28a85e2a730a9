import styled from 'styled-components';

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  select {
    font: inherit;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface LabelledSelectProps {
  label: string;
  value: string;
  /** Shown first with an empty value while nothing is chosen. */
  placeholder?: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A native select with a visible label, usable by keyboard and screen readers alike. */
export function LabelledSelect({ label, value, placeholder, options, onChange }: LabelledSelectProps) {
  return (
    <Field>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
