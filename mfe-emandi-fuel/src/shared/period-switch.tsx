import styled from 'styled-components';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  button {
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    padding: 8px 12px;
    min-height: 40px;
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;

/** 30 / 90 / 365 days, as toggle buttons. */
export function PeriodSwitch({
  value,
  options,
  label,
  optionLabel,
  onChange,
}: {
  value: number;
  options: readonly number[];
  label: string;
  optionLabel: (days: number) => string;
  onChange: (days: number) => void;
}) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((days) => (
        <button key={days} type="button" aria-pressed={value === days} onClick={() => onChange(days)}>
          {optionLabel(days)}
        </button>
      ))}
    </Group>
  );
}
