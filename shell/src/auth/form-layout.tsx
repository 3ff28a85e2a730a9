import styled from 'styled-components';

/** The column of fields and buttons every step of the modal uses. */
export const AuthForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const LinkButton = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
    cursor: not-allowed;
  }
`;
