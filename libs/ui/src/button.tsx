import styled from 'styled-components';

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.surface : theme.colors.brand)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.brand : '#fff')};
  &:hover {
    background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.background : theme.colors.brandDark)};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
