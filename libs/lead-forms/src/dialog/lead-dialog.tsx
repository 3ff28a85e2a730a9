import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@cvb/router';
import { useApiData } from '@cvb/api-client';
import { parseLocalePath } from '@cvb/i18n';
import type { LeadFormKind } from '../form/lead-kinds';
import { EMPTY_LEAD_VALUES } from '../form/lead-values';
import type { LeadServices } from '../flow/lead-services';
import type { LeadDealer, LeadVehicle } from '../flow/lead-target';
import { useLeadFlow } from '../flow/use-lead-flow';
import { CodeStep } from '../steps/code-step';
import { FormStep } from '../steps/form-step';
import { ThankYouStep } from '../steps/thank-you-step';
import { WaitingStep } from '../steps/waiting-step';
import { Dialog, DialogBody } from '@cvb/ui';

export interface LeadDialogProps {
  kind: LeadFormKind;
  vehicle?: LeadVehicle;
  dealer?: LeadDealer;
  /** The name of what the lead is about when it is not a catalogue vehicle (a tyre model). */
  subjectName?: string;
  /** City slug the form starts with (the visitor's city, or the dealer's). */
  citySlug: string;
  services: LeadServices;
  onClose: () => void;
}

function useDialogTitle(kind: LeadFormKind, subject?: string, dealer?: LeadDealer): string {
  const { t } = useTranslation('leads');
  if (kind === 'callback' && dealer) return t('title.callbackDealer', { dealer: dealer.name });
  return subject ? t(`title.${kind}`, { name: subject }) : t(`open.${kind}`);
}

/** A modal lead form (role dialog, labelled by its title, focus kept inside, Escape closes, focus returns). */
export function LeadDialog({
  kind,
  vehicle,
  dealer,
  subjectName,
  citySlug,
  services,
  onClose,
}: LeadDialogProps) {
  const { t } = useTranslation('leads');
  const idPrefix = useId();
  const subject = vehicle?.name ?? subjectName;
  const title = useDialogTitle(kind, subject, dealer);
  const firstField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const flow = useLeadFlow({
    kind,
    vehicle,
    dealer,
    source: parseLocalePath(pathname).path,
    initialValues: { ...EMPTY_LEAD_VALUES, city: citySlug },
    services,
  });
  const cities = useApiData((signal) => services.loadCities(signal), 'lead-form-cities');

  const { changeValues } = flow;
  const startCity = flow.values.city;
  const startState = flow.values.state;
  useEffect(() => {
    // Once the cities arrive, the starting city fills in its state; an unknown starting city is cleared.
    if (cities.status !== 'ready' || startState !== '' || startCity === '') return;
    const known = cities.data.find((city) => city.slug === startCity);
    changeValues(known ? { state: known.state } : { city: '' });
    // Only the first answer matters: later city choices set the state themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cities.status]);

  const { step } = flow;
  useEffect(() => {
    if (step === 'code') codeField.current?.focus();
    else if (step === 'thanks' || step === 'waiting') doneButton.current?.focus();
    else firstField.current?.focus();
  }, [step]);

  return (
    <Dialog title={title} closeLabel={t('close')} onClose={onClose} initialFocus={firstField} width={540}>
      <DialogBody>
        {step === 'form' && (
          <FormStep idPrefix={idPrefix} kind={kind} flow={flow} cities={cities} firstFieldRef={firstField} />
        )}
        {step === 'code' && <CodeStep idPrefix={idPrefix} flow={flow} codeFieldRef={codeField} />}
        {step === 'thanks' && (
          <ThankYouStep kind={kind} vehicleName={subject ?? ''} onDone={onClose} doneRef={doneButton} />
        )}
        {step === 'waiting' && <WaitingStep onClose={onClose} closeRef={doneButton} />}
      </DialogBody>
    </Dialog>
  );
}
