import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import { Actions } from '../../common/form-parts';

/** The desk's other pages: a new model or brand, dealers, the price-list import. */
export function DeskLinks() {
  const { t } = useTranslation('admin');
  return (
    <Actions as="ul" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
      <li>
        <Link to="/admin/catalogue/models/new">{t('catalogue.links.newModel')}</Link>
      </li>
      <li>
        <Link to="/admin/catalogue/brands/new">{t('catalogue.links.newBrand')}</Link>
      </li>
      <li>
        <Link to="/admin/catalogue/dealers">{t('catalogue.links.dealers')}</Link>
      </li>
      <li>
        <Link to="/admin/catalogue/prices">{t('catalogue.links.prices')}</Link>
      </li>
    </Actions>
  );
}
