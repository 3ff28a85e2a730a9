import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetForgottenPassword, sendOtp } from '@cvb/api-client';
import { Button } from '@cvb/ui';
import { mobileRule } from '@cvb/validation';
import { TextField } from '../forms/form-fields';
import { CodeStep } from './code-step';
import { accountFailureText, translateAccountMessage } from './failure-text';
import { useFieldErrors } from './field-errors';
import { AuthForm } from './form-layout';
import { PasswordStep } from './password-step';
import { useAccountCall } from './use-account-call';

const DEFAULT_RESEND_SECONDS = 30;
/** The API's answer to a reset code asked for a mobile nobody signed up with. */
const UNKNOWN_MOBILE = 'Username not found';

type Step = { name: 'mobile' } | { name: 'code'; resendAfter: number } | { name: 'password'; token: string };

interface Props {
  onPasswordChanged: () => void;
  /** docs/domain.md#account-messages: the modal shows 'Username not found...' and closes. */
  onUsernameNotFound: () => void;
  onFailure: (text: string) => void;
}

/** Forgot-password mode: mobile → a 'reset' code → a new password → POST change-password with the token. */
export function ForgotPasswordForm({ onPasswordChanged, onUsernameNotFound, onFailure }: Props) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [loginPhone, setLoginPhone] = useState('');
  const [step, setStep] = useState<Step>({ name: 'mobile' });
  const { errors, check, clear } = useFieldErrors<'loginPhone'>();
  const { busy, run } = useAccountCall();

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!check([['loginPhone', mobileRule, loginPhone]])) return;
    const mobile = loginPhone.trim();
    const outcome = await run(() => sendOtp(mobile, 'reset'));
    if (!outcome.ok) {
      if (outcome.failure.message === UNKNOWN_MOBILE) onUsernameNotFound();
      else onFailure(accountFailureText(t, outcome.failure));
      return;
    }
    setLoginPhone(mobile);
    setStep({ name: 'code', resendAfter: outcome.value.data?.resendAfterSeconds ?? DEFAULT_RESEND_SECONDS });
  };

  if (step.name === 'code') {
    return (
      <CodeStep
        mobile={loginPhone}
        purpose="reset"
        resendAfterSeconds={step.resendAfter}
        onVerified={(token) => setStep({ name: 'password', token })}
        onFailure={onFailure}
        onChangeNumber={() => setStep({ name: 'mobile' })}
      />
    );
  }
  if (step.name === 'password') {
    const save = async (loginPassword: string) => {
      const outcome = await run(() =>
        resetForgottenPassword({ loginPhone, loginPassword, verificationToken: step.token }),
      );
      // docs/domain.md#account-messages: success when data is returned; any failure is 'Username not found...'.
      if (outcome.ok && outcome.value.data) onPasswordChanged();
      else onUsernameNotFound();
    };
    return (
      <PasswordStep
        fieldName="loginPassword"
        intro={t('auth.codeVerified', { mobile: loginPhone })}
        label={t('auth.fields.newPassword')}
        submitLabel={busy ? t('auth.actions.savingPassword') : t('auth.actions.savePassword')}
        busy={busy}
        onSubmit={save}
        onChangeNumber={() => setStep({ name: 'mobile' })}
      />
    );
  }

  return (
    <AuthForm noValidate onSubmit={sendCode}>
      <p>{t('auth.forgot.intro')}</p>
      <TextField
        id={`${id}-loginPhone`}
        name="loginPhone"
        label={t('auth.fields.mobile')}
        error={errors.loginPhone ? translateAccountMessage(t, errors.loginPhone) : null}
        value={loginPhone}
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        onChange={(event) => {
          setLoginPhone(event.target.value);
          clear('loginPhone');
        }}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('auth.actions.sendingCode') : t('auth.actions.sendCode')}
      </Button>
    </AuthForm>
  );
}
