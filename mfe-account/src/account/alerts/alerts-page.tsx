import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAccountMe, fetchMyAlerts, useApiData } from '@cvb/api-client';
import { registerNamespace } from '@cvb/i18n';
import { ApiDataView } from '@cvb/mfe-kit';
import { useSearchParams } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Container, Lead, PageTitle, Skeleton } from '@cvb/ui';
import { SignInPrompt } from '../../common/sign-in-prompt';
import { ItemList } from '../item-list';
import { AlertItem } from './alert-item';
import { alertTexts } from './alert-texts';
import { PushOptIn } from './push-opt-in';

registerNamespace('alerts', alertTexts);

function MyAlerts() {
  const { t } = useTranslation('alerts');
  const [version, setVersion] = useState(0);
  const locale = useAppSelector(selectLocale);
  const alerts = useApiData((signal) => fetchMyAlerts(locale, signal), `my-alerts:${locale}:${version}`);
  return (
    <ApiDataView
      result={alerts}
      skeleton={<Skeleton $height="160px" />}
      isEmpty={(data) => data.items.length === 0}
      empty={<p>{t('empty')}</p>}
    >
      {(data) => (
        <ItemList>
          {data.items.map((alert) => (
            <AlertItem key={alert.id} alert={alert} onChanged={() => setVersion((value) => value + 1)} />
          ))}
        </ItemList>
      )}
    </ApiDataView>
  );
}

/** /account/alerts: the signed-in person's price alerts (docs/domain.md#price-alerts); an SMS's stop link lands here. */
export function AlertsPage() {
  const { t } = useTranslation('alerts');
  const [params] = useSearchParams();
  const stopped = params.get('stopped');
  const session = useApiData((signal) => fetchAccountMe(signal), 'account-me');
  return (
    <Container>
      <PageTitle>{t('title')}</PageTitle>
      <Lead>{t('lead')}</Lead>
      {stopped && (
        <Card role="status" as="p">
          {stopped === 'no' ? t('badStop') : t('stopped')}
        </Card>
      )}
      <ApiDataView result={session} skeleton={<Skeleton $height="140px" />}>
        {({ user }) =>
          user ? (
            <>
              <PushOptIn />
              <MyAlerts />
            </>
          ) : (
            <SignInPrompt title={t('signedOut')} body={t('why')} action={t('logIn')} />
          )
        }
      </ApiDataView>
    </Container>
  );
}
