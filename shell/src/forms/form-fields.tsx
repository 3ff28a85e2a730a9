import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const controlStyle = css`
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

const Input = styled.input`
  ${controlStyle}
`;
const TextArea = styled.textarea`
  ${controlStyle}
  min-height: 140px;
  resize: vertical;
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.small};
`;

interface FieldProps {
  id: string;
  label: string;
  error?: string | null;
}

function describedBy(id: string, error?: string | null) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { 'aria-invalid': false };
}

/** A labelled input whose error is tied to it and announced (the ref reaches the input, to focus it). */
export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ id, label, error, ...rest }, ref) {
    return (
      <Field>
        <label htmlFor={id}>{label}</label>
        <Input ref={ref} id={id} name={id} {...describedBy(id, error)} {...rest} />
        {error && (
          <FieldError id={`${id}-error`} role="alert">
            {error}
          </FieldError>
        )}
      </Field>
    );
  },
);

export function TextAreaField({
  id,
  label,
  error,
  ...rest
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <TextArea id={id} name={id} {...describedBy(id, error)} {...rest} />
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}
