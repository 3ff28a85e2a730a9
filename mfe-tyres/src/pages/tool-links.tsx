import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import { ToolGrid } from '../components/styled';

export const TYRE_TOOLS = [
  { key: 'finder', to: '/tyres/finder' },
  { key: 'search', to: '/tyres/search' },
  { key: 'pressure', to: '/tyres/pressure-checker' },
  { key: 'upsizing', to: '/tyres/upsizing-tool' },
  { key: 'compare', to: '/tyres/compare' },
  { key: 'battery', to: '/tyres/battery-finder' },
  { key: 'lubricant', to: '/tyres/lubricant-finder' },
  { key: 'guides', to: '/tyre-guides' },
] as const;

/** The section's tools as tiles: finder, search, pressure, upsizing, compare, battery, lubricant, guides. */
export function ToolLinks() {
  const { t } = useTranslation('tyres');
  return (
    <nav aria-label={t('tools.label')}>
      <ToolGrid>
        {TYRE_TOOLS.map((tool) => (
          <li key={tool.key}>
            <Link to={tool.to}>
              {t(`tools.${tool.key}.title`)}
              <span>{t(`tools.${tool.key}.body`)}</span>
            </Link>
          </li>
        ))}
      </ToolGrid>
    </nav>
  );
}
