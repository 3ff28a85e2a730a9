import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media, useDataSaver } from '@cvb/ui';
import { chooseDataSaver } from './data-saver-state';

/* As tall as the city button beside it (40 px): the header keeps its reserved height. */
const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  min-width: 40px;
  padding: 0 8px;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: 8px;
  background: transparent;
  color: #fff;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.small};
  cursor: pointer;
  white-space: nowrap;
  &[aria-pressed='true'] {
    background: #fff;
    border-color: #fff;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid #f28c28;
    outline-offset: 2px;
  }
  /* Phones: the icon beside the search box, a dot while it is on; desktops: the name and "ON" too. */
  position: relative;
  justify-content: center;
  .name,
  .state {
    display: none;
  }
  .dot {
    position: absolute;
    top: 4px;
    right: 4px;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: #f28c28;
  }
  ${media.desktop} {
    .name,
    .state {
      display: inline;
    }
    .dot {
      display: none;
    }
  }
`;

function SaverIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      <path
        d="M9 2v9m0 0 3.5-3.5M9 11 5.5 7.5"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M3 13v2h12v-2" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** docs/operations.md#offline: the header's switch, pressed while data saver is on (by choice or by the browser's hints). */
export function DataSaverSwitch() {
  const { t } = useTranslation('shell');
  const on = useDataSaver();
  return (
    <Switch
      type="button"
      aria-pressed={on}
      aria-label={t('offline.dataSaver')}
      title={on ? t('offline.dataSaverOn') : t('offline.dataSaver')}
      onClick={() => chooseDataSaver(!on)}
    >
      <SaverIcon />
      <span className="name" aria-hidden="true">
        {t('offline.dataSaver')}
      </span>
      {on && (
        <>
          <span className="state" aria-hidden="true">
            ON
          </span>
          <span className="dot" aria-hidden="true" />
        </>
      )}
    </Switch>
  );
}
