import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { fetchAlertBell, markAlertsRead } from '@cvb/api-client';
import type { AlertBell as Bell } from '@cvb/contracts';
import { localizePath } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';
import { ALERT_BELL_TEXTS } from './alert-bell-texts';

const Wrap = styled.div`
  position: relative;
`;

const BellButton = styled.button`
  position: relative;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: none;
  cursor: pointer;
  font-size: 1.25rem;
  color: inherit;
`;

const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 1.1rem;
  padding: 0 4px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.7rem;
  line-height: 1.1rem;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  z-index: 30;
  width: min(22rem, 92vw);
  max-height: 70vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  box-shadow: 0 6px 24px rgb(0 0 0 / 15%);
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    padding: 0;
  }
  li {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li[data-unread='true'] {
    font-weight: 600;
  }
`;

const fill = (text: string, count: number) => text.replace('{{count}}', String(count));

/** The header's bell for a signed-in person (its own lazy chunk): fired alerts, unread count, mark read. */
export default function AlertBell() {
  const locale = useAppSelector(selectLocale);
  const texts = ALERT_BELL_TEXTS[locale];
  const [bell, setBell] = useState<Bell | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchAlertBell(locale, signal).then(
        (answer) => {
          setBell(answer);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [locale],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const markRead = async () => {
    await markAlertsRead().catch(() => undefined);
    await load();
    // The button goes away with the unread count: keep the keyboard in the bell.
    button.current?.focus();
  };
  const unread = bell?.unread ?? 0;
  const label = unread > 0 ? `${texts.bell}, ${fill(texts.unread, unread)}` : texts.bell;
  return (
    <Wrap onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <BellButton
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls="alert-bell-panel"
        onClick={() => setOpen((value) => !value)}
      >
        {/* Drawn, not an emoji: a phone or desktop without a colour-emoji font would show an empty box. */}
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.5L4.5 16h15L18 12.5V9a6 6 0 0 0-6-6zM10 19a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 && <Badge aria-hidden="true">{unread > 99 ? '99+' : unread}</Badge>}
      </BellButton>
      {open && (
        <Panel id="alert-bell-panel" role="region" aria-label={texts.bell}>
          {failed && <p role="alert">{texts.failed}</p>}
          {bell && bell.items.length === 0 && <p>{texts.empty}</p>}
          {bell && bell.items.length > 0 && (
            <ul>
              {bell.items.map((item) => (
                <li key={item.id} data-unread={!item.read}>
                  <a href={localizePath(item.path, locale)}>{item.text}</a>
                </li>
              ))}
            </ul>
          )}
          {unread > 0 && (
            <button type="button" onClick={() => void markRead()}>
              {texts.markRead}
            </button>
          )}{' '}
          <a href={localizePath('/account/alerts', locale)}>{texts.manage}</a>
        </Panel>
      )}
    </Wrap>
  );
}
