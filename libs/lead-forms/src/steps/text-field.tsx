import type { InputHTMLAttributes, Ref } from 'react';
import { FieldBox, FieldError, Optional } from './field-styles';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Already in the page's language. */
  error?: string;
  /** Shown after the label, e.g. "(optional)". */
  optionalText?: string;
  type?: 'text' | 'tel' | 'email';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  wide?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose message is tied to it (aria-describedby), so it is read with the field. */
export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, error, optionalText, type = 'text', wide, inputRef } = props;
  const errorId = `${id}-error`;
  return (
    <FieldBox $wide={wide}>
      <label htmlFor={id}>
        {label} {optionalText && <Optional>{optionalText}</Optional>}
      </label>
      <input
        id={id}
        ref={inputRef}
        type={type}
        value={value}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldBox>
  );
}
