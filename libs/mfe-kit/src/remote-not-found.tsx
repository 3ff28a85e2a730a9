import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Container, PageTitle } from '@cvb/ui';

/** A path inside a remote's section that the remote has no page for. */
export function RemoteNotFound() {
  const { t } = useTranslation('common');
  return (
    <Container style={{ textAlign: 'center', paddingTop: '48px' }}>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Link to="/">{t('notFound.goHome')}</Link>
    </Container>
  );
}
