import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cityName } from '@cvb/i18n';
import {
  cityChosen,
  selectCity,
  selectLocale,
  useAppDispatch,
  useAppSelector,
  type CityOption,
} from '@cvb/store';
import { media } from '@cvb/ui';
import { shortCityLabel } from './city-filter';
import { CityModal } from './city-modal';
import { storeCity } from './city-storage';
import { fetchCities } from '@cvb/api-client';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  position: relative;
  min-height: 40px;
  max-width: 180px;
  padding: 0 10px;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: 8px;
  background: transparent;
  color: #fff;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.small};
  cursor: pointer;
  white-space: nowrap;
  /* Phones show the short label; the full name stays for screen readers. */
  .full {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  ${media.desktop} {
    .full {
      position: static;
      width: auto;
      height: auto;
      clip: auto;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .short {
      display: none;
    }
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

function PinIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M8 1a5 5 0 0 0-5 5c0 3.6 5 9 5 9s5-5.4 5-9a5 5 0 0 0-5-5zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4z"
        fill="currentColor"
      />
    </svg>
  );
}

/** The header's city button and its modal; the choice goes to the store and to localStorage `location`. */
export function CityPicker() {
  const { t } = useTranslation('shell');
  const city = useAppSelector(selectCity);
  const locale = useAppSelector(selectLocale);
  // The store keeps the English name (the key other apps read); the header shows it in the page's language.
  const shown = cityName(city.name, locale);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);

  const choose = (chosen: CityOption) => {
    dispatch(cityChosen(chosen));
    storeCity(chosen);
    setOpen(false);
  };

  return (
    <>
      <Trigger type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} title={shown}>
        <PinIcon />
        <VisuallyHidden>{t('city.buttonPrefix')} </VisuallyHidden>
        <span className="full">{shown}</span>
        <span className="short" aria-hidden="true">
          {shortCityLabel(shown)}
        </span>
      </Trigger>
      {open && (
        <CityModal current={city} loadCities={fetchCities} onChoose={choose} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
