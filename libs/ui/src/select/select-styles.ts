import styled from 'styled-components';
import { media } from '../theme';

export const Field = styled.div<{ $fullWidth?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space(3)};
  ${media.tablet} {
    width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
    max-width: ${({ $fullWidth }) => ($fullWidth ? 'none' : '360px')};
  }
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A native select (so phones show their own picker) in the theme's look, with a drawn arrow. */
export const NativeSelect = styled.select`
  appearance: none;
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(10)} ${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background-color: ${({ theme }) => theme.colors.surface};
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    right 18px center,
    right 12px center;
  background-size: 6px 6px;
  background-repeat: no-repeat;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-overflow: ellipsis;
  cursor: pointer;
  ${media.tablet} {
    min-width: min(220px, 100%);
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.muted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
