import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAccountMe, useApiData } from '@cvb/api-client';
import { matchSitePage } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { useLocation } from '@cvb/router';
import { Card, Container, Lead, PageTitle, Skeleton } from '@cvb/ui';
import { openLogin } from '../common/open-login';
import { SignInPrompt } from '../common/sign-in-prompt';
import { AdminDesk } from './admin-desk';
import { adminTexts } from './admin-texts';

registerNamespace('admin', adminTexts);

/** docs/domain.md#pages: /admin opens the login modal when nobody is signed in. */
function LoginNeeded() {
  const { t } = useTranslation('admin');
  useEffect(() => openLogin(), []);
  return <SignInPrompt title={t('login.title')} body={t('login.body')} action={t('login.action')} />;
}

function Forbidden() {
  const { t } = useTranslation('admin');
  return (
    <Card as="section" aria-labelledby="forbidden-title">
      <h2 id="forbidden-title" style={{ marginTop: 0 }}>
        {t('forbidden.title')}
      </h2>
      <Lead>{t('forbidden.body')}</Lead>
    </Card>
  );
}

/**
 * /admin/**: the editors' desk for editors and admins; everyone else is told why not. A path the desk has no page
 * for is the not-found page for everyone (the server answers it with 404), never the login.
 */
export function AdminPage() {
  const { pathname } = useLocation();
  return matchSitePage(pathname)?.page === 'admin' ? <AdminDeskPage /> : <RemoteNotFound />;
}

function AdminDeskPage() {
  const { t } = useTranslation('admin');
  const session = useApiData((signal) => fetchAccountMe(signal), 'admin-me');
  return (
    <Container>
      <PageTitle>{t('title')}</PageTitle>
      <ApiDataView result={session} skeleton={<Skeleton $height="240px" />}>
        {({ user }) => {
          if (!user) return <LoginNeeded />;
          if (user.role !== 'editor' && user.role !== 'admin') return <Forbidden />;
          return <AdminDesk />;
        }}
      </ApiDataView>
    </Container>
  );
}
