import { forwardRef } from 'react';
import styled from 'styled-components';

export interface AuthAlertState {
  type: 'success' | 'danger';
  text: string;
}

const Box = styled.div<{ $type: AuthAlertState['type'] }>`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid currentColor;
  font-weight: 600;
  color: ${({ theme, $type }) => ($type === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $type }) =>
    $type === 'success' ? theme.colors.successSurface : theme.colors.dangerSurface};
  &:focus {
    outline: none;
  }
`;

/** docs/domain.md#account-messages: the modal's alert has a type, success or danger, and a message. */
export const AuthAlert = forwardRef<HTMLDivElement, { alert: AuthAlertState }>(function AuthAlert(
  { alert },
  ref,
) {
  return (
    <Box ref={ref} role="alert" tabIndex={-1} $type={alert.type} data-type={alert.type}>
      {alert.text}
    </Box>
  );
});
