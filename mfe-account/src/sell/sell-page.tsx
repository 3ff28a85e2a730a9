import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCurrentUser, useApiData } from '@cvb/api-client';
import type { UsedVehicleAd } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { Button, Card, Container, ErrorPanel, Lead, PageTitle, Skeleton, useErrorText } from '@cvb/ui';
import { Posted } from './posted-ad';
import { SellForm } from './sell-form';
import { sellTexts } from './sell-texts';

registerNamespace('sell', sellTexts);

/** The shell opens its login modal on this event (see shell/src/auth/open-login-event.ts). */
const openLogin = () => window.dispatchEvent(new CustomEvent('cvb:open-login'));

function SignInPrompt() {
  const { t } = useTranslation('sell');
  return (
    <Card>
      <h2>{t('signIn.title')}</h2>
      <Lead>{t('signIn.body')}</Lead>
      <Button type="button" onClick={openLogin}>
        {t('signIn.button')}
      </Button>
    </Card>
  );
}

/** /sell-used-vehicle: the sell form for a signed-in user, else a prompt that opens the login modal. */
export function SellPage() {
  const { t } = useTranslation(['sell', 'common']);
  const errorText = useErrorText();
  const session = useApiData((signal) => fetchCurrentUser(signal), 'me');
  const [posted, setPosted] = useState<UsedVehicleAd | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  return (
    <Container>
      <PageTitle>{t('sell:title')}</PageTitle>
      <Lead>{t('sell:intro')}</Lead>
      {session.status === 'loading' && (
        <Skeleton role="status" $height="320px" aria-label={t('common:loading')} />
      )}
      {session.status === 'error' && (
        <ErrorPanel
          title={t('common:dataError')}
          body={errorText(session.error)}
          retryLabel={t('common:retry')}
          onRetry={session.retry}
        />
      )}
      {session.status === 'ready' &&
        (posted ? (
          <Posted ad={posted} />
        ) : !session.data.user || signedOut ? (
          <SignInPrompt />
        ) : (
          <SellForm onPosted={setPosted} onSignedOut={() => setSignedOut(true)} />
        ))}
    </Container>
  );
}
