import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app-link';
import { isEnglishOnlyPath, type MenuLink as MenuLinkData } from './header-menus';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  link: MenuLinkData;
  /** The current path without locale prefix, to mark the current page. */
  currentPath: string;
};

/** A menu link in the visitor's language; fuel-price links stay in English (SPEC §2). */
export function MenuLink({ link, currentPath, ...rest }: Props) {
  const { t } = useTranslation('shell');
  return (
    <AppLink
      to={link.to}
      keepEnglish={isEnglishOnlyPath(link.to)}
      aria-current={currentPath === link.to ? 'page' : undefined}
      {...rest}
    >
      {link.label ?? t(`header.menu.${link.key}`)}
    </AppLink>
  );
}
