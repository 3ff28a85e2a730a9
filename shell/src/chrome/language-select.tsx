import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import type { LocaleCode } from '@cvb/contracts';
import { LOCALES, localizePath } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';
import styled from 'styled-components';

const Select = styled.select`
  min-height: 40px;
  border-radius: 8px;
  border: 1px solid rgba(255, 255, 255, 0.5);
  background: transparent;
  color: #fff;
  font: inherit;
  padding: 0 8px;
  option {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Re-opens the current page in the chosen language. */
export function LanguageSelect() {
  const { t } = useTranslation('common');
  const locale = useAppSelector(selectLocale);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value as LocaleCode;
    const { pathname, search, hash } = window.location;
    navigateToUrl(localizePath(pathname, next) + search + hash);
  };
  return (
    <Select aria-label={t('language')} value={locale} onChange={onChange}>
      {LOCALES.map((l) => (
        <option key={l.code} value={l.code} lang={l.tag}>
          {l.nativeName}
        </option>
      ))}
    </Select>
  );
}
