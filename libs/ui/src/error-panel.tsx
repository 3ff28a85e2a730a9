import styled from 'styled-components';
import { Button } from './button';

const Panel = styled.section`
  margin: ${({ theme }) => theme.space(6)} auto;
  max-width: 560px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.large};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface ErrorPanelProps {
  title: string;
  body: string;
  /** Leave both out when trying again cannot help (a page that does not exist). */
  retryLabel?: string;
  onRetry?: () => void;
}

/** Shown in place of content that failed; the rest of the page keeps working. */
export function ErrorPanel({ title, body, retryLabel, onRetry }: ErrorPanelProps) {
  return (
    <Panel role="alert" aria-live="assertive">
      <h2>{title}</h2>
      <p>{body}</p>
      {onRetry && retryLabel && (
        <Button type="button" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Panel>
  );
}
