import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AccountUser } from '@cvb/contracts';
import { useAppDispatch, userKnown } from '@cvb/store';
import { Dialog } from '@cvb/ui';
import { AuthAlert, type AuthAlertState } from './auth-alert';
import { AuthTabs, tabId, type AuthTab } from './auth-tabs';
import { ClearAlertContext } from './clear-alert-context';
import { ForgotPasswordForm } from './forgot-password-form';
import { LinkButton } from './form-layout';
import { storeLoggedInUser } from './logged-in-user';
import { LoginForm } from './login-form';
import { reloadPage } from './reload-page';
import { SignupForm } from './signup-form';
import { useLater } from './use-later';

/** docs/domain.md#account-messages: success (and the forgot-password failure) close the modal 2 s after the alert. */
export const CLOSE_AFTER_MS = 2000;

type View = AuthTab | 'forgot';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)} ${theme.space(6)}`};
`;

/** The login modal (docs/domain.md#account-messages): Login / Sign up tabs, a forgot-password mode and one success-or-danger alert. */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const base = useId();
  const titleId = `${base}-title`;
  const panelId = `${base}-panel`;
  const selectedTab = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  const focusFieldOnSwitch = useRef(false);
  const [view, setView] = useState<View>('login');
  const [alert, setAlert] = useState<AuthAlertState | null>(null);
  const [finished, setFinished] = useState(false);
  const later = useLater();

  useEffect(() => {
    if (!focusFieldOnSwitch.current) return;
    focusFieldOnSwitch.current = false;
    panel.current?.querySelector<HTMLElement>('input')?.focus();
  }, [view]);

  // The form that had focus is gone: focus the outcome so it is read and Tab stays in the dialog.
  useEffect(() => {
    if (finished) alertBox.current?.focus();
  }, [finished]);

  const switchTo = (next: View, focusField: boolean) => {
    focusFieldOnSwitch.current = focusField;
    setAlert(null);
    setView(next);
  };
  const danger = (text: string) => setAlert({ type: 'danger', text });
  const clearAlert = useCallback(() => setAlert(null), []);
  const finish = (outcome: AuthAlertState, then: () => void) => {
    setAlert(outcome);
    setFinished(true);
    later(CLOSE_AFTER_MS, then);
  };
  const keepUser = ({ id, name }: AccountUser) => {
    storeLoggedInUser({ id, name });
    dispatch(userKnown({ id, name }));
  };

  const loggedIn = (user: AccountUser) => {
    keepUser(user);
    finish({ type: 'success', text: t('auth.alerts.loginSuccess') }, () => {
      onClose();
      reloadPage();
    });
  };
  const signedUp = (user: AccountUser) => {
    keepUser(user);
    finish({ type: 'success', text: t('auth.alerts.signupSuccess') }, onClose);
  };
  const passwordChanged = () => finish({ type: 'success', text: t('auth.alerts.passwordChanged') }, onClose);
  const usernameNotFound = () => finish({ type: 'danger', text: t('auth.alerts.usernameNotFound') }, onClose);

  return (
    <Dialog
      title={view === 'forgot' ? t('auth.forgot.title') : t('auth.dialogTitle')}
      titleId={titleId}
      closeLabel={t('auth.close')}
      onClose={onClose}
      initialFocus={selectedTab}
      width={440}
    >
      <Body>
        <ClearAlertContext.Provider value={clearAlert}>
          {!finished && view !== 'forgot' && (
            <AuthTabs
              ref={selectedTab}
              base={base}
              panelId={panelId}
              selected={view}
              onSelect={(tab) => switchTo(tab, false)}
            />
          )}
          {alert && <AuthAlert ref={alertBox} alert={alert} />}
          {!finished && view === 'forgot' && (
            <div ref={panel}>
              <ForgotPasswordForm
                onPasswordChanged={passwordChanged}
                onUsernameNotFound={usernameNotFound}
                onFailure={danger}
              />
              <LinkButton type="button" onClick={() => switchTo('login', true)}>
                {t('auth.actions.backToLogin')}
              </LinkButton>
            </div>
          )}
          {!finished && view !== 'forgot' && (
            <div ref={panel} role="tabpanel" id={panelId} aria-labelledby={tabId(base, view)}>
              {view === 'login' ? (
                <LoginForm
                  onLoggedIn={loggedIn}
                  onFailure={danger}
                  onForgotPassword={() => switchTo('forgot', true)}
                />
              ) : (
                <SignupForm onSignedUp={signedUp} onFailure={danger} />
              )}
            </div>
          )}
        </ClearAlertContext.Provider>
      </Body>
    </Dialog>
  );
}
