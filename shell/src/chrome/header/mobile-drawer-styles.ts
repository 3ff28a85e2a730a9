import styled, { css } from 'styled-components';
import { media } from '@cvb/ui';

/** A square outlined icon button on the brand colour (the menu button, the drawer's close button). */
const onBrandIconButton = css`
  width: 40px;
  height: 40px;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: 8px;
  background: transparent;
  color: #fff;
`;

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${onBrandIconButton}
  cursor: pointer;
  ${media.desktop} {
    display: none;
  }
`;

/**
 * Gives the shared Dialog (rendered in place, not in a portal) the drawer's look: a panel on the left edge at
 * full height, with the brand-coloured head. The selectors reach the Dialog's backdrop, box and head.
 */
export const DrawerFrame = styled.div`
  > div {
    justify-content: flex-start;
    align-items: stretch;
    padding-top: 0;
    background: rgba(16, 24, 40, 0.45);
  }
  [role='dialog'] {
    width: min(86vw, 340px);
    max-width: none;
    height: 100%;
    max-height: none;
    border-radius: 0;
    box-shadow: 4px 0 24px rgba(16, 24, 40, 0.2);
  }
  [role='dialog'] > div:first-child {
    align-items: center;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    h2 {
      padding-top: 0;
      font-size: ${({ theme }) => theme.font.size.large};
    }
    button {
      ${onBrandIconButton}
    }
  }
`;

export const Links = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ul > li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a,
  .group-title {
    display: block;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  .group-title {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.small};
    text-transform: uppercase;
    letter-spacing: 0.03em;
    padding-bottom: 0;
  }
  li li a {
    font-weight: 400;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)} ${theme.space(2)} ${theme.space(8)}`};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const LanguageRow = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  select {
    width: 100%;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  }
`;
