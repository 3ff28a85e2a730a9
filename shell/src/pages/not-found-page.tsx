import { useTranslation } from 'react-i18next';
import { Button, Container, PageTitle } from '@cvb/ui';
import { navigateToUrl } from 'single-spa';
import { localizePath } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const locale = useAppSelector(selectLocale);
  return (
    <Container style={{ textAlign: 'center', paddingTop: '48px' }}>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Button type="button" onClick={() => navigateToUrl(localizePath('/', locale))}>
        {t('notFound.goHome')}
      </Button>
    </Container>
  );
}
