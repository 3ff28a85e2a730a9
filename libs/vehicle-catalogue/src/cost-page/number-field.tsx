import { useId, useState } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.small};
  }
  input {
    font: inherit;
    min-height: 44px;
    width: 100%;
    box-sizing: border-box;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface NumberFieldProps {
  label: string;
  /** The value in force (the visitor's own or the default). */
  value: number | null;
  /** Called with each number of zero or more typed (an emptied box reports nothing until a number is typed). */
  onValue: (value: number) => void;
  /** Where the value comes from, shown under the box. */
  hint?: string;
  /** Shown while the box holds something that is not a number of zero or more. */
  invalidText: string;
}

const parse = (text: string) => {
  const clean = text.trim().replace(/,/g, '');
  if (clean === '') return undefined;
  const value = Number(clean);
  return /^\d*\.?\d*$/.test(clean) && Number.isFinite(value) ? value : null;
};

const shown = (value: number | null) => (value === null ? '' : String(Number(value.toFixed(4))));

/** A labelled number box that keeps what is being typed ("12.") and reports each usable number at once. */
export function NumberField({ label, value, onValue, hint, invalidText }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(shown(value));
  const [typedFor, setTypedFor] = useState(value);
  // The value changed from outside (a shared link, another box): show it.
  if (typedFor !== value) {
    setTypedFor(value);
    setText(shown(value));
  }
  const invalid = parse(text) === null;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={invalid}
        aria-describedby={hint || invalid ? `${id}-hint` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parse(event.target.value);
          if (parsed !== null && parsed !== undefined) {
            setTypedFor(parsed);
            onValue(parsed);
          }
        }}
      />
      {(hint || invalid) && <small id={`${id}-hint`}>{invalid ? invalidText : hint}</small>}
    </Field>
  );
}
