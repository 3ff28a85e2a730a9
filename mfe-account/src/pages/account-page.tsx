import { useTranslation } from 'react-i18next';
import { fetchCurrentUser, useApiData } from '@cvb/api-client';
import { Card, Container, ErrorPanel, Lead, Muted, PageTitle, Skeleton } from '@cvb/ui';

/** The account entry point: who the session belongs to, read from the API. */
export function AccountPage() {
  const { t } = useTranslation(['account', 'common']);
  const session = useApiData((signal) => fetchCurrentUser(signal), 'me');
  return (
    <Container>
      <PageTitle>{t('account:title')}</PageTitle>
      {session.status === 'loading' && <Skeleton $height="140px" />}
      {session.status === 'error' && (
        <ErrorPanel
          title={t('common:dataError')}
          body={session.error.message}
          retryLabel={t('common:retry')}
          onRetry={session.retry}
        />
      )}
      {session.status === 'ready' && (
        <Card>
          {session.data.user ? (
            <h2>{t('account:signedInAs', { name: session.data.user.name })}</h2>
          ) : (
            <>
              <h2 style={{ marginTop: 0 }}>{t('account:notSignedIn')}</h2>
              <Lead>{t('account:why')}</Lead>
              <Muted>{t('account:signInSoon')}</Muted>
            </>
          )}
        </Card>
      )}
    </Container>
  );
}
