import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchAccountMe, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { Container, media, PageTitle, Skeleton } from '@cvb/ui';
import { MyAds } from '../account/my-ads';
import { MyReviews } from '../account/my-reviews';
import { PasswordForm } from '../account/password-form';
import { ProfileForm } from '../account/profile-form';
import { SignInPrompt } from '../common/sign-in-prompt';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  ${media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The signed-in user's profile, password, reviews and ads; a visitor is asked to log in. */
export function AccountPage() {
  const { t } = useTranslation(['account', 'common']);
  const session = useApiData((signal) => fetchAccountMe(signal), 'account-me');
  return (
    <Container>
      <PageTitle>{t('account:title')}</PageTitle>
      <ApiDataView result={session} skeleton={<Skeleton $height="140px" />}>
        {({ user }) =>
          user ? (
            <>
              <h2>{t('account:signedInAs', { name: user.name })}</h2>
              <Sections>
                <ProfileForm user={user} />
                <PasswordForm />
                <MyReviews />
                <MyAds />
              </Sections>
            </>
          ) : (
            <SignInPrompt
              title={t('account:notSignedIn')}
              body={t('account:why')}
              action={t('account:logIn')}
            />
          )
        }
      </ApiDataView>
    </Container>
  );
}
