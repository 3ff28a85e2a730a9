import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app-link';
import { isEnglishOnlyPath, type MenuLink as MenuLinkData } from './header-menus';
import { useBandLabel } from './use-band-label';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  link: MenuLinkData;
  /** The current path without locale prefix, to mark the current page. */
  currentPath: string;
};

/** A menu link in the visitor's language (a budget page reads as its band); fuel-price links stay in English (docs/domain.md#header-and-footer). */
export function MenuLink({ link, currentPath, ...rest }: Props) {
  const { t } = useTranslation('shell');
  const bandLabel = useBandLabel();
  const text = link.band ? bandLabel(link.band.dimension, link.band.band) : t(`header.menu.${link.key}`);
  return (
    <AppLink
      to={link.to}
      keepEnglish={isEnglishOnlyPath(link.to)}
      aria-current={currentPath === link.to ? 'page' : undefined}
      {...rest}
    >
      {link.label ?? text}
    </AppLink>
  );
}
