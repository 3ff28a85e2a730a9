import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tab's title while the page is shown: "{title} | {site name}", the site's name in the page's language and
 * script, as the server writes the first view's title.
 */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const siteName = t('siteName');
  useEffect(() => {
    if (title) document.title = `${title} | ${siteName}`;
  }, [title, siteName]);
}
