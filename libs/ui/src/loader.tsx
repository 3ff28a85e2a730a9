import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;
const shimmer = keyframes`0% { background-position: -400px 0; } 100% { background-position: 400px 0; }`;

const Spinner = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  animation: ${spin} 0.8s linear infinite;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)};
`;

export function Loader({ label }: { label: string }) {
  return (
    <Centered role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span style={{ position: 'absolute', left: '-9999px' }}>{label}</span>
    </Centered>
  );
}

/** A grey placeholder the size of the content it stands for, so nothing jumps when data arrives. */
export const Skeleton = styled.div<{ $height?: string }>`
  height: ${({ $height }) => $height ?? '120px'};
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(90deg, #e9edf2 0px, #f5f7fa 200px, #e9edf2 400px);
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;
