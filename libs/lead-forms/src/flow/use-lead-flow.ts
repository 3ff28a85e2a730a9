import { RETRY_WHILE_ONLINE_MS } from '../offline/send-when-online';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkLead } from '../form/check-lead';
import type { LeadField, LeadFormKind } from '../form/lead-kinds';
import type { LeadFieldErrors, LeadValues } from '../form/lead-values';
import { newIdempotencyKey } from './idempotency-key';
import {
  forgetWaitingForm,
  keepWaitingForm,
  lostToTheNetwork,
  markFormOpen,
  whenOnline,
} from '../offline/waiting-forms';
import { leadRequest } from './lead-request';
import type { LeadServices } from './lead-services';
import type { LeadDealer, LeadVehicle } from './lead-target';

/** `waiting`: sent without a connection, kept on the phone and sent again when the connection is back. */
export type LeadStep = 'form' | 'code' | 'thanks' | 'waiting';

/** A failed call: the API's message when it answered one, or null for "no answer" (shown as a generic text). */
export interface LeadFailure {
  message: string | null;
}

export interface LeadFlowOptions {
  kind: LeadFormKind;
  vehicle?: LeadVehicle;
  dealer?: LeadDealer;
  source: string;
  initialValues: LeadValues;
  services: LeadServices;
}

const CODE_PATTERN = /^\d{6}$/;
export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code';

/**
 * One opened lead form: form → (code step when the API asks to verify the mobile) → thank-you.
 * Every call runs alone (a second click while one runs does nothing), and the idempotency key is fixed
 * for the whole opening, so a repeated submission stores one lead.
 */
export function useLeadFlow({ kind, vehicle, dealer, source, initialValues, services }: LeadFlowOptions) {
  const [values, setValues] = useState<LeadValues>(initialValues);
  const [fieldErrors, setFieldErrors] = useState<LeadFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState<LeadStep>('form');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LeadFailure | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeResent, setCodeResent] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const running = useRef(false);
  /** A confirmed code's token not yet spent on a stored lead (kept when the submission after it failed). */
  const token = useRef<string | undefined>(undefined);

  const exclusive = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const changeValue = useCallback((field: LeadField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  }, []);

  const changeValues = useCallback((changes: Partial<LeadValues>) => {
    setValues((current) => ({ ...current, ...changes }));
  }, []);

  const sendCode = async (mobile: string) => {
    try {
      await services.sendCode(mobile);
    } catch (error) {
      // The code step still opens: it shows why (e.g. "wait 30 seconds") and offers a new code.
      setFailure({ message: services.failureMessage(error) });
    }
  };

  const deliver = async (verificationToken: string | undefined): Promise<void> => {
    const request = leadRequest({ kind, values, vehicle, dealer, source, idempotencyKey, verificationToken });
    const outcome = await services.submitLead(request);
    if (outcome.status === 'stored') {
      token.current = undefined;
      setStep('thanks');
      void forgetWaitingForm(idempotencyKey).catch(() => undefined);
      return;
    }
    token.current = undefined;
    setStep('code');
    setCodeResent(false);
    // An expired verification says so; a first "verify" request simply opens the code step.
    if (verificationToken !== undefined) setFailure({ message: outcome.message });
    await sendCode(request.mobile ?? values.mobile);
  };

  const submit = () =>
    exclusive(async () => {
      setFailure(null);
      const check = checkLead(kind, values);
      if (!check.ok) {
        setFormError(check.formError);
        setFieldErrors(check.fieldErrors);
        return;
      }
      try {
        await deliver(undefined);
      } catch (error) {
        if (lostToTheNetwork(error)) {
          await keepForLater();
          return;
        }
        setFailure({ message: services.failureMessage(error) });
      }
    });

  /** No network: the submission is kept on the phone (same idempotency key) and sent again once online. */
  const keepForLater = async () => {
    const body = leadRequest({ kind, values, vehicle, dealer, source, idempotencyKey });
    await keepWaitingForm({
      key: idempotencyKey,
      kind: 'lead',
      body,
      savedAt: new Date().toISOString(),
    }).catch((error: unknown) => console.error('[leads] the form could not be kept on this phone', error));
    setStep('waiting');
    setRetries((count) => count + 1);
  };

  // While waiting: once the connection is back, the kept submission goes again; the API may then ask for the code.
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    if (step !== 'waiting') return undefined;
    let cancelled = false;
    const release = markFormOpen(idempotencyKey);
    const wait =
      retries > 1 && navigator.onLine ? new Promise((r) => setTimeout(r, RETRY_WHILE_ONLINE_MS)) : null;
    void (wait ?? Promise.resolve())
      .then(() => whenOnline())
      .then(() => {
        if (cancelled) return;
        void exclusive(async () => {
          try {
            await deliver(undefined);
          } catch (error) {
            if (lostToTheNetwork(error)) {
              setRetries((count) => count + 1);
              return;
            }
            setFailure({ message: services.failureMessage(error) });
            setStep('form');
            void forgetWaitingForm(idempotencyKey).catch(() => undefined);
          }
        });
      });
    return () => {
      cancelled = true;
      release();
    };
    // deliver and exclusive read the current values; the effect re-arms on each lost try.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, retries]);

  const verify = (code: string) =>
    exclusive(async () => {
      setFailure(null);
      setCodeResent(false);
      const trimmed = code.trim();
      if (token.current === undefined && !CODE_PATTERN.test(trimmed)) {
        setCodeError(CODE_FORMAT_MESSAGE);
        return;
      }
      setCodeError(null);
      try {
        token.current ??= await services.confirmCode(values.mobile.trim(), trimmed);
      } catch (error) {
        setFailure({ message: services.failureMessage(error) });
        return;
      }
      try {
        await deliver(token.current);
      } catch (error) {
        const message = services.failureMessage(error);
        setFailure({ message });
        // A refused field goes back to the form to be corrected; a lost answer may simply be tried again.
        if (message !== null) {
          token.current = undefined;
          setStep('form');
        }
      }
    });

  const resend = () =>
    exclusive(async () => {
      setFailure(null);
      setCodeError(null);
      setCodeResent(false);
      try {
        await services.sendCode(values.mobile.trim());
        setCodeResent(true);
      } catch (error) {
        setFailure({ message: services.failureMessage(error) });
      }
    });

  const changeMobile = () => {
    if (running.current) return;
    token.current = undefined;
    setFailure(null);
    setCodeError(null);
    setStep('form');
  };

  return {
    values,
    changeValue,
    changeValues,
    fieldErrors,
    formError,
    step,
    busy,
    failure,
    codeError,
    codeResent,
    submit,
    verify,
    resend,
    changeMobile,
  };
}

export type LeadFlow = ReturnType<typeof useLeadFlow>;
