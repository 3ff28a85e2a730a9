import styled from 'styled-components';

/** "Saved — will be sent when you are back online": a form kept on the phone for want of a network. */
export const KeptNotice = styled.p.attrs({ role: 'status' })`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
