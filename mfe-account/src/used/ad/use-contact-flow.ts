import { useRef, useState } from 'react';
import {
  accountFailureOf,
  confirmOtp,
  contactUsedSeller,
  sendOtp,
  type UsedContactOutcome,
} from '@cvb/api-client';
import type { LocaleCode, UsedContactRevealed } from '@cvb/contracts';
import { mobileRule, nameRule } from '@cvb/validation';

export type ContactStep = 'closed' | 'form' | 'code' | 'revealed';

export interface ContactErrors {
  name?: string;
  mobile?: string;
  code?: string;
}

const CODE = /^\d{6}$/;
export const CODE_FORMAT = 'code-format';

/**
 * Contact the seller (docs/domain.md#used-marketplace): the buyer's name and mobile; when the API asks, a one-time
 * code to that mobile ('verify'), confirmed, then the same request with its token; the answer is the seller's
 * number. One call at a time; a refusal (daily limit, sold ad…) shows the API's message in the page's language.
 */
export function useContactFlow(adId: number, locale: LocaleCode) {
  const [step, setStep] = useState<ContactStep>('closed');
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  /** The API's message (null: no answer came, shown as a general sentence), or undefined when nothing failed. */
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [seller, setSeller] = useState<UsedContactRevealed | null>(null);
  const running = useRef(false);

  const exclusive = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const sendCode = async () => {
    try {
      await sendOtp(mobile.trim(), 'verify');
    } catch (error) {
      setFailure(accountFailureOf(error).message);
    }
  };

  const follow = async (outcome: UsedContactOutcome, withToken: boolean) => {
    if (outcome.status === 'revealed') {
      setSeller(outcome.seller);
      setStep('revealed');
      return;
    }
    if (outcome.status === 'needs-otp') {
      if (withToken) setFailure(outcome.message);
      setCode('');
      setStep('code');
      await sendCode();
      return;
    }
    setFailure(outcome.message);
    if (outcome.httpStatus === 400) setStep('form');
  };

  const submit = () =>
    exclusive(async () => {
      setFailure(undefined);
      const next: ContactErrors = {
        name: nameRule(name) ?? undefined,
        mobile: mobileRule(mobile) ?? undefined,
      };
      setErrors(next);
      if (next.name || next.mobile) return;
      const outcome = await contactUsedSeller(adId, { name: name.trim(), mobile: mobile.trim(), locale });
      await follow(outcome, false);
    });

  const verify = () =>
    exclusive(async () => {
      setFailure(undefined);
      if (!CODE.test(code.trim())) {
        setErrors({ code: CODE_FORMAT });
        return;
      }
      setErrors({});
      let token: string;
      try {
        const answer = await confirmOtp(mobile.trim(), code.trim(), 'verify');
        if (!answer.data) {
          setFailure(answer.message);
          return;
        }
        token = answer.data.verificationToken;
      } catch (error) {
        setFailure(accountFailureOf(error).message);
        return;
      }
      const outcome = await contactUsedSeller(adId, {
        name: name.trim(),
        mobile: mobile.trim(),
        verificationToken: token,
        locale,
      });
      await follow(outcome, true);
    });

  const resend = () =>
    exclusive(async () => {
      setFailure(undefined);
      await sendCode();
    });

  return {
    step,
    open: () => setStep('form'),
    changeMobile: () => {
      setFailure(undefined);
      setStep('form');
    },
    name,
    setName,
    mobile,
    setMobile,
    code,
    setCode,
    errors,
    failure,
    busy,
    seller,
    submit,
    verify,
    resend,
  };
}

export type ContactFlow = ReturnType<typeof useContactFlow>;
