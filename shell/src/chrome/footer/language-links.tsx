import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import type { LocaleCode } from '@cvb/contracts';
import { localeInfo } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';

/** docs/domain.md#header-and-footer: the footer's switcher offers English (/) and Hindi (/hi). */
const FOOTER_LANGUAGES: ReadonlyArray<{ code: LocaleCode; href: string }> = [
  { code: 'en', href: '/' },
  { code: 'hi', href: '/hi' },
];

const List = styled.ul`
  list-style: none;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid #475467;
    border-radius: 999px;
  }
  a[aria-current='true'] {
    background: #fff;
    color: #101828;
  }
`;

export function LanguageLinks({ label }: { label: string }) {
  const locale = useAppSelector(selectLocale);
  const go = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigateToUrl(href);
  };
  return (
    <nav aria-label={label}>
      <List>
        {FOOTER_LANGUAGES.map(({ code, href }) => {
          const info = localeInfo(code);
          return (
            <li key={code}>
              <a
                href={href}
                lang={info.tag}
                hrefLang={info.tag}
                aria-current={locale === code ? 'true' : undefined}
                onClick={go(href)}
              >
                {info.nativeName}
              </a>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
