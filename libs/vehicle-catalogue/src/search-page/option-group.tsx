import styled from 'styled-components';

export interface GroupOption {
  value: string;
  label: string;
  count?: number;
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 32px;
  }
`;

export interface OptionGroupProps {
  legend: string;
  name: string;
  type: 'checkbox' | 'radio';
  options: readonly GroupOption[];
  isChecked: (value: string) => boolean;
  onChange: (value: string) => void;
}

/** A fieldset of checkboxes or radios, each labelled with its facet count. */
export function OptionGroup({ legend, name, type, options, isChecked, onChange }: OptionGroupProps) {
  if (options.length === 0) return null;
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type={type}
            name={name}
            value={option.value}
            checked={isChecked(option.value)}
            onChange={() => onChange(option.value)}
          />
          {option.count === undefined ? option.label : `${option.label} (${option.count})`}
        </label>
      ))}
    </Fieldset>
  );
}
