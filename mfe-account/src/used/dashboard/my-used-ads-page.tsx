import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchMyUsedAds, useApiData } from '@cvb/api-client';
import type { UsedMyAd } from '@cvb/contracts';
import { Link } from '@cvb/router';
import { Container, DataState, PageTitle, Skeleton, type DataResult } from '@cvb/ui';
import { SignInPrompt } from '../../common/sign-in-prompt';
import { usePageTitle } from '../common/use-page-title';
import { MyAdItem } from './my-ad-item';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

function isSignedOut(error: Error): boolean {
  return (error as { response?: { status?: number } }).response?.status === 401;
}

/** `/account/used-ads`: the seller's dashboard (docs/domain.md#used-marketplace); a visitor is asked to log in. */
export function MyUsedAdsPage() {
  const { t } = useTranslation(['used', 'account']);
  const result = useApiData((signal) => fetchMyUsedAds(signal), 'my-used-ads');
  const [ads, setAds] = useState<UsedMyAd[] | null>(null);
  useEffect(() => {
    if (result.status === 'ready') setAds(result.data.ads);
  }, [result]);
  usePageTitle(t('used:dashboard.title'));

  if (result.status === 'error' && isSignedOut(result.error)) {
    return (
      <Container>
        <PageTitle>{t('used:dashboard.title')}</PageTitle>
        <SignInPrompt title={t('account:notSignedIn')} body={t('account:why')} action={t('account:logIn')} />
      </Container>
    );
  }
  const shown: DataResult<UsedMyAd[]> =
    result.status === 'ready'
      ? { status: 'ready', data: ads ?? result.data.ads }
      : result.status === 'loading'
        ? { status: 'loading' }
        : result;
  return (
    <Container>
      <PageTitle>{t('used:dashboard.title')}</PageTitle>
      <DataState
        result={shown}
        skeleton={<Skeleton $height="240px" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <p>
            {t('used:dashboard.empty')} <Link to="/sell-used-vehicle">{t('used:dashboard.sell')}</Link>
          </p>
        }
      >
        {(list) => (
          <List>
            {list.map((ad) => (
              <li key={ad.id}>
                <MyAdItem
                  ad={ad}
                  onChanged={(next) => setAds(list.map((one) => (one.id === next.id ? next : one)))}
                  onDeleted={() => setAds(list.filter((one) => one.id !== ad.id))}
                />
              </li>
            ))}
          </List>
        )}
      </DataState>
    </Container>
  );
}
