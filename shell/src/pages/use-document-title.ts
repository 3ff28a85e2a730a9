import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "About CV Bazaar | CV Bazaar": the page's own title before the site's name. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  const site = t('siteName');
  useEffect(() => {
    document.title = title === site ? site : `${title} | ${site}`;
  }, [title, site]);
}
