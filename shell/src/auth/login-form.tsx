import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountUser } from '@cvb/contracts';
import { logIn } from '@cvb/api-client';
import { Button } from '@cvb/ui';
import { mobileRule, passwordRule } from '@cvb/validation';
import { TextField } from '../forms/form-fields';
import { accountFailureText, translateAccountMessage } from './failure-text';
import { useFieldErrors } from './field-errors';
import { AuthForm, LinkButton } from './form-layout';
import { loginErrorMessage } from './server-messages';
import { useAccountCall } from './use-account-call';

interface Props {
  onLoggedIn: (user: AccountUser) => void;
  onFailure: (text: string) => void;
  onForgotPassword: () => void;
}

/** Login (docs/domain.md#account-messages): loginPhone and loginPassword, sent to POST auth/local as identifier and password. */
export function LoginForm({ onLoggedIn, onFailure, onForgotPassword }: Props) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [loginPhone, setLoginPhone] = useState('');
  const [loginPassword, setLoginPassword] = useState('');
  const { errors, check, clear } = useFieldErrors<'loginPhone' | 'loginPassword'>();
  const { busy, run } = useAccountCall();
  const shown = (message: string | undefined) => (message ? translateAccountMessage(t, message) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = check([
      ['loginPhone', mobileRule, loginPhone],
      ['loginPassword', passwordRule, loginPassword],
    ]);
    if (!valid) return;
    const outcome = await run(() => logIn({ identifier: loginPhone.trim(), password: loginPassword }));
    if (!outcome.ok) onFailure(accountFailureText(t, outcome.failure, loginErrorMessage));
    else if (outcome.value.data) onLoggedIn(outcome.value.data);
    else onFailure(t('auth.errors.server'));
  };

  return (
    <AuthForm noValidate onSubmit={submit}>
      <TextField
        id={`${id}-loginPhone`}
        name="loginPhone"
        label={t('auth.fields.mobile')}
        error={shown(errors.loginPhone)}
        value={loginPhone}
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        onChange={(event) => {
          setLoginPhone(event.target.value);
          clear('loginPhone');
        }}
      />
      <TextField
        id={`${id}-loginPassword`}
        name="loginPassword"
        label={t('auth.fields.password')}
        error={shown(errors.loginPassword)}
        value={loginPassword}
        type="password"
        autoComplete="current-password"
        onChange={(event) => {
          setLoginPassword(event.target.value);
          clear('loginPassword');
        }}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('auth.actions.loggingIn') : t('auth.actions.login')}
      </Button>
      <LinkButton type="button" onClick={onForgotPassword}>
        {t('auth.actions.forgotPassword')}
      </LinkButton>
    </AuthForm>
  );
}
