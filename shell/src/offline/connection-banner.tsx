import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { registerNamespace } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';
import { offlineTexts } from '../texts/offline-texts';
import { offlineBannerText } from './banner-text';
import {
  dataSavedAt,
  forgetSavedAnswers,
  onAnswerSavedAt,
  OFFLINE_COPY_ATTRIBUTE,
  showsSavedData,
} from './saved-at';
import { useCurrentPath } from '../chrome/use-current-path';
import { useOnline } from './use-online';

/* Fixed at the foot of the screen: it takes no room in the page, so nothing moves when it comes and goes. */
const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 900;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  padding-bottom: calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom, 0px));
  background: #1a2433;
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 600;
  text-align: center;
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.2);
`;

/* The foot of the page stays reachable above the banner. */
const RoomForBanner = createGlobalStyle`
  body {
    padding-bottom: 56px;
  }
`;

// The banner's texts come with its code (this chunk loads only when the connection is lost).
registerNamespace('shell', offlineTexts);

/** docs/operations.md#offline: "You are offline — prices as of 28 Nov, 10:40" while the browser is offline. */
export function ConnectionBanner() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  const locale = useAppSelector(selectLocale);
  const path = useCurrentPath();
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  // Saved data on screen while the browser still says online (a weak connection): the banner shows too, until the
  // browser reports the connection back.
  const [savedData, setSavedData] = useState(showsSavedData);
  useEffect(() => onAnswerSavedAt(() => setSavedData(true)), []);
  useEffect(() => {
    const back = () => {
      document.documentElement.removeAttribute(OFFLINE_COPY_ATTRIBUTE);
      forgetSavedAnswers();
      setSavedData(false);
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  const offline = !online || savedData;

  useEffect(() => {
    if (!offline) return undefined;
    let current = true;
    const look = () =>
      void dataSavedAt(window.location.href).then((found) => {
        if (current) setSavedAt(found);
      });
    look();
    const stop = onAnswerSavedAt(look);
    return () => {
      current = false;
      stop();
    };
  }, [offline, path]);

  if (!offline) return null;
  return (
    <>
      <RoomForBanner />
      <Bar role="status" data-testid="offline-banner">
        {offlineBannerText(t, savedAt, locale)}
      </Bar>
    </>
  );
}
