import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { localizePath } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; keepEnglish?: boolean };

/** A link in the current locale that changes route without a page load (single-spa navigation). */
export function AppLink({ to, keepEnglish = false, children, ...rest }: Props) {
  const locale = useAppSelector(selectLocale);
  const href = keepEnglish ? to : localizePath(to, locale);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigateToUrl(href);
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
