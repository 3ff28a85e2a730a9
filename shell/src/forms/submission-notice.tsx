import styled from 'styled-components';
import type { SubmissionState } from './use-submission';

const Notice = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSurface : theme.colors.dangerSurface)};
`;

/** The outcome of a submission: a polite status on success, an alert on failure, nothing otherwise. */
export function SubmissionNotice({
  state,
  success,
  failure,
}: {
  state: SubmissionState;
  success: string;
  failure: string;
}) {
  if (state === 'success')
    return (
      <Notice role="status" $tone="success">
        {success}
      </Notice>
    );
  if (state === 'failure')
    return (
      <Notice role="alert" $tone="danger">
        {failure}
      </Notice>
    );
  return null;
}
