import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpPurpose } from '@cvb/contracts';
import { confirmOtp, sendOtp } from '@cvb/api-client';
import { Button } from '@cvb/ui';
import type { Rule } from '@cvb/validation';
import { TextField } from '../forms/form-fields';
import { accountFailureText, translateAccountMessage } from './failure-text';
import { useFieldErrors } from './field-errors';
import { AuthForm, LinkButton } from './form-layout';
import { useAccountCall } from './use-account-call';
import { useCountdown } from './use-countdown';
import { useFocusOnMount } from './use-focus-on-mount';

/** The API's own wording for a code that is not 6 digits. */
export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code';
const codeRule: Rule = (value) => (/^\d{6}$/.test(value.trim()) ? null : CODE_FORMAT_MESSAGE);

interface Props {
  mobile: string;
  purpose: OtpPurpose;
  /** Seconds before the API accepts another code for this mobile (from the send-otp answer). */
  resendAfterSeconds: number;
  onVerified: (verificationToken: string) => void;
  onFailure: (text: string) => void;
  onChangeNumber: () => void;
  reword?: (message: string) => string;
}

/** Step two of signup and forgot-password: the 6-digit code, confirmed by the API; resend after a countdown. */
export function CodeStep({
  mobile,
  purpose,
  resendAfterSeconds,
  onVerified,
  onFailure,
  onChangeNumber,
  reword,
}: Props) {
  const { t } = useTranslation('shell');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const { errors, check, clear } = useFieldErrors<'code'>();
  const confirmCall = useAccountCall();
  const resendCall = useAccountCall();
  const { secondsLeft, restart } = useCountdown(resendAfterSeconds);
  useFocusOnMount(input);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check([['code', codeRule, code]])) return;
    const outcome = await confirmCall.run(() => confirmOtp(mobile, code.trim(), purpose));
    if (outcome.ok && outcome.value.data) onVerified(outcome.value.data.verificationToken);
    else if (!outcome.ok) onFailure(accountFailureText(t, outcome.failure, reword));
  };

  const resend = async () => {
    const outcome = await resendCall.run(() => sendOtp(mobile, purpose));
    if (!outcome.ok) {
      onFailure(accountFailureText(t, outcome.failure, reword));
      return;
    }
    setCode('');
    restart(outcome.value.data?.resendAfterSeconds ?? resendAfterSeconds);
    input.current?.focus();
  };

  return (
    <AuthForm noValidate onSubmit={submit}>
      <p>{t('auth.codeSent', { mobile })}</p>
      <TextField
        ref={input}
        id={`${id}-code`}
        name="code"
        label={t('auth.fields.code')}
        error={errors.code ? translateAccountMessage(t, errors.code) : null}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          clear('code');
        }}
      />
      <Button type="submit" disabled={confirmCall.busy}>
        {confirmCall.busy ? t('auth.actions.verifying') : t('auth.actions.verifyCode')}
      </Button>
      <LinkButton type="button" disabled={secondsLeft > 0 || resendCall.busy} onClick={resend}>
        {secondsLeft > 0
          ? t('auth.actions.resendIn', { seconds: secondsLeft })
          : resendCall.busy
            ? t('auth.actions.sendingCode')
            : t('auth.actions.resendCode')}
      </LinkButton>
      <LinkButton type="button" onClick={onChangeNumber}>
        {t('auth.actions.changeNumber')}
      </LinkButton>
    </AuthForm>
  );
}
