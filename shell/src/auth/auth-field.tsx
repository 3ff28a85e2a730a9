import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError } from '../forms/form-fields';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
`;

const Input = styled.input`
  width: 100%;
  box-sizing: border-box;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 1px;
  }
`;

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error: string | null };

/** A labelled input of the login modal; its (translated) error sits below it, tied by aria-describedby. */
export const AuthField = forwardRef<HTMLInputElement, Props>(function AuthField(
  { id, label, error, ...rest },
  ref,
) {
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        ref={ref}
        id={id}
        aria-invalid={error ? true : false}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
});
