import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountUser } from '@cvb/contracts';
import { registerAccount, sendOtp } from '@cvb/api-client';
import { Button } from '@cvb/ui';
import { emailRule, mobileRule, nameRule } from '@cvb/validation';
import { TextField } from '../forms/form-fields';
import { CodeStep } from './code-step';
import { accountFailureText, translateAccountMessage } from './failure-text';
import { useFieldErrors } from './field-errors';
import { AuthForm } from './form-layout';
import { PasswordStep } from './password-step';
import { signupErrorMessage } from './server-messages';
import { useAccountCall } from './use-account-call';

const DEFAULT_RESEND_SECONDS = 30;

type Step = { name: 'details' } | { name: 'code'; resendAfter: number } | { name: 'password'; token: string };

interface Props {
  onSignedUp: (user: AccountUser) => void;
  onFailure: (text: string) => void;
}

/** Signup (docs/domain.md#account-messages): mobile, name and email → a 'signup' code → a password → POST auth/local/register. */
export function SignupForm({ onSignedUp, onFailure }: Props) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [details, setDetails] = useState({ mobile: '', name: '', email: '' });
  const [step, setStep] = useState<Step>({ name: 'details' });
  const { errors, check, clear } = useFieldErrors<'mobile' | 'name' | 'email'>();
  const { busy, run } = useAccountCall();
  const shown = (message: string | undefined) => (message ? translateAccountMessage(t, message) : null);
  const fail = (failure: Parameters<typeof accountFailureText>[1]) =>
    onFailure(accountFailureText(t, failure, signupErrorMessage));

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const valid = check([
      ['mobile', mobileRule, details.mobile],
      ['name', nameRule, details.name],
      ['email', emailRule, details.email],
    ]);
    if (!valid) return;
    const mobile = details.mobile.trim();
    const outcome = await run(() => sendOtp(mobile, 'signup'));
    if (!outcome.ok) return fail(outcome.failure);
    setDetails((current) => ({ ...current, mobile }));
    setStep({ name: 'code', resendAfter: outcome.value.data?.resendAfterSeconds ?? DEFAULT_RESEND_SECONDS });
  };

  if (step.name === 'code') {
    return (
      <CodeStep
        mobile={details.mobile}
        purpose="signup"
        resendAfterSeconds={step.resendAfter}
        onVerified={(token) => setStep({ name: 'password', token })}
        onFailure={onFailure}
        onChangeNumber={() => setStep({ name: 'details' })}
        reword={signupErrorMessage}
      />
    );
  }
  if (step.name === 'password') {
    const register = async (password: string) => {
      const outcome = await run(() =>
        registerAccount({
          mobile: details.mobile,
          name: details.name.trim(),
          email: details.email.trim(),
          password,
          verificationToken: step.token,
        }),
      );
      if (!outcome.ok) fail(outcome.failure);
      else if (outcome.value.data) onSignedUp(outcome.value.data);
      else onFailure(t('auth.errors.server'));
    };
    return (
      <PasswordStep
        intro={t('auth.codeVerified', { mobile: details.mobile })}
        fieldName="password"
        label={t('auth.fields.password')}
        submitLabel={busy ? t('auth.actions.creatingAccount') : t('auth.actions.createAccount')}
        busy={busy}
        onSubmit={register}
        onChangeNumber={() => setStep({ name: 'details' })}
      />
    );
  }

  const field = (name: 'mobile' | 'name' | 'email') => ({
    id: `${id}-${name}`,
    name,
    value: details[name],
    error: shown(errors[name]),
    onChange: (event: { target: { value: string } }) => {
      setDetails((current) => ({ ...current, [name]: event.target.value }));
      clear(name);
    },
  });

  return (
    <AuthForm noValidate onSubmit={sendCode}>
      <p>{t('auth.signupIntro')}</p>
      <TextField
        {...field('mobile')}
        label={t('auth.fields.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      />
      <TextField {...field('name')} label={t('auth.fields.name')} autoComplete="name" />
      <TextField {...field('email')} label={t('auth.fields.email')} type="email" autoComplete="email" />
      <Button type="submit" disabled={busy}>
        {busy ? t('auth.actions.sendingCode') : t('auth.actions.sendCode')}
      </Button>
    </AuthForm>
  );
}
