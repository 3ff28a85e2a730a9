import type { ReactNode } from 'react';
import styled from 'styled-components';

export const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label,
  legend {
    font-weight: 600;
  }
  input[type='text'],
  input[type='email'],
  select,
  textarea {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
    width: 100%;
    box-sizing: border-box;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.small};
  margin: 0;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The error under a field; its id is what the field's aria-describedby names. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return <ErrorText id={id}>{children}</ErrorText>;
}
