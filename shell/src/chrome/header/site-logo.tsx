import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@cvb/ui';
import { AppLink } from '../app-link';
import { SECTION_HOME, type HeaderSection } from './header-menus';

const Logo = styled(AppLink)`
  color: #fff;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  line-height: 1.1;
  strong {
    font-weight: 800;
    font-size: 1.1rem;
    white-space: nowrap;
  }
  small {
    display: block;
    font-size: 0.75rem;
    font-weight: 600;
    /* A light tint of the accent: the accent itself is too faint on the brand blue for small text. */
    color: #ffd8a8;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    white-space: nowrap;
  }
  ${media.desktop} {
    strong {
      font-size: 1.35rem;
    }
  }
`;

/** The mark's accent per section; a section without its own takes the site's orange. */
const MARK_COLOURS: Partial<Record<HeaderSection, string>> = {
  general: '#f28c28',
  trucks: '#f28c28',
  buses: '#7dd3fc',
  'three-wheelers': '#fde047',
  tyres: '#d1d5db',
};

function VehicleMark({ section }: { section: HeaderSection }) {
  return (
    <svg width="30" height="22" viewBox="0 0 30 22" aria-hidden="true">
      <rect x="1" y="3" width="17" height="12" rx="2" fill="#fff" />
      <path d="M18 7h6l4 5v3H18z" fill={MARK_COLOURS[section] ?? '#f28c28'} />
      <circle cx="7" cy="17" r="3" fill="#fff" stroke="#0b5cab" strokeWidth="2" />
      <circle cx="23" cy="17" r="3" fill="#fff" stroke="#0b5cab" strokeWidth="2" />
    </svg>
  );
}

/** The logo names the section the visitor is in and leads to that section's home (docs/domain.md#header-and-footer). */
export function SiteLogo({ section }: { section: HeaderSection }) {
  const { t } = useTranslation('shell');
  const { t: common } = useTranslation('common');
  const sectionName = section === 'general' ? null : t(`header.sections.${section}`);
  const label = sectionName ? `${common('siteName')} ${sectionName}` : common('siteName');
  return (
    <Logo to={SECTION_HOME[section]} aria-label={t('header.logoLabel', { name: label })}>
      <VehicleMark section={section} />
      <span>
        <strong>{common('siteName')}</strong>
        {/* The space keeps the visible words ("CV Bazaar Trucks") inside the link's name for voice control. */}
        {sectionName && (
          <>
            {' '}
            <small>{sectionName}</small>
          </>
        )}
      </span>
    </Logo>
  );
}
