import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SectionTitle } from '@cvb/ui';
import { AppLink } from '../../chrome/app-link';
import { SECTION_MENUS } from '../../chrome/header/header-menus';

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The used marketplace's entries (the same as the header's "Used vehicles" menu): each vertical's list, the valuation, selling. */
const USED_LINKS = SECTION_MENUS.general.find((item) => item.key === 'usedVehicles')?.children ?? [];

/** The home page's way into the used marketplace (docs/domain.md#used-marketplace). */
export function UsedVehicleLinks() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="home-used">
      <SectionTitle id="home-used">{t('header.menu.usedVehicles')}</SectionTitle>
      <Links>
        {USED_LINKS.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to}>{t(`header.menu.${link.key}`)}</AppLink>
          </li>
        ))}
      </Links>
    </section>
  );
}
