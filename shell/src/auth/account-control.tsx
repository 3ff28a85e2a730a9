import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loadTexts } from '@cvb/i18n';
import { selectAuthStatus, selectUser, useAppSelector } from '@cvb/store';
import { media } from '@cvb/ui';
import { readLoggedInUser } from './logged-in-user';
import { useOpenLoginRequests } from './open-login-event';
import { PersonIcon } from './person-icon';
import { lazyAuthFormTexts } from '../texts/lazy-auth-form-texts';
import { UserMenu } from './user-menu';

/**
 * The login, sign-up and password forms load when a visitor opens them, not with every page, and with their texts in
 * the page's language (a failed text load leaves the keys rather than no form).
 */
const LoginModal = lazy(() => {
  const texts = loadTexts(lazyAuthFormTexts).catch((error: unknown) =>
    console.error('[shell] login texts could not be loaded', error),
  );
  return Promise.all([import('./login-modal'), texts]).then(([module]) => ({ default: module.LoginModal }));
});

const LoginButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 40px;
  height: 40px;
  padding: 0 10px;
  border: 0;
  border-radius: 20px;
  background: #fff;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  /* Phones show the icon only; the words stay for screen readers. */
  .words {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  ${media.desktop} {
    padding: 0 14px;
    .words {
      position: static;
      width: auto;
      height: auto;
      clip: auto;
    }
  }
`;

/**
 * The header's user control: "Login / Sign up" for visitors, the avatar menu for a logged-in user. Until
 * GET auth/me answers, the `logined_user` copy draws the avatar. Owns the login modal, which also opens on
 * the `cvb:open-login` window event (see open-login-event.ts).
 */
export function AccountControl() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectAuthStatus);
  const [storedUser] = useState(readLoggedInUser);
  const [modalOpen, setModalOpen] = useState(false);
  useOpenLoginRequests(() => setModalOpen(true));
  const shownUser = status === 'known' ? user : storedUser;

  return (
    <>
      {shownUser ? (
        <UserMenu user={shownUser} />
      ) : (
        <LoginButton type="button" aria-haspopup="dialog" onClick={() => setModalOpen(true)}>
          <PersonIcon />
          <span className="words">{t('auth.openLogin')}</span>
        </LoginButton>
      )}
      {modalOpen && (
        <Suspense fallback={null}>
          <LoginModal onClose={() => setModalOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
