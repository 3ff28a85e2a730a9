import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { watchRouteChanges } from './watch-route-changes';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const spin = keyframes`to { transform: rotate(360deg); }`;

// The fade starts late, so a fast change never flashes; assistive tech hears "busy" at once.
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(244, 246, 249, 0.55);
  backdrop-filter: blur(6px);
  -webkit-backdrop-filter: blur(6px);
  opacity: 0;
  animation: ${appear} 0.2s ease-out 0.12s forwards;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 0s;
  }
`;

const Spinner = styled.span`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  animation: ${spin} 0.8s linear infinite;
`;

const Label = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** docs/domain.md#pages: a full-screen blurred overlay with a spinning loader while the next page's app mounts. */
export function RouteChangeOverlay({ maxBusyMs }: { maxBusyMs?: number }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  useEffect(() => watchRouteChanges(setBusy, maxBusyMs), [maxBusyMs]);
  if (!busy) return null;
  return (
    <Backdrop role="status" aria-live="polite" aria-busy="true" data-testid="route-change-overlay">
      <Spinner aria-hidden="true" />
      <Label>{t('loading')}</Label>
    </Backdrop>
  );
}
