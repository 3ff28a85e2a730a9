import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCity, useAppSelector } from '@cvb/store';
import { Button } from '@cvb/ui';
import { LazyLeadDialog, prefetchLeadDialog } from './dialog/lazy-lead-dialog';
import type { LeadFormKind } from './form/lead-kinds';
import { siteLeadServices } from './flow/site-lead-services';
import { useLeadServices } from './flow/lead-services';
import type { LeadDealer, LeadVehicle } from './flow/lead-target';

export interface LeadButtonProps {
  kind: LeadFormKind;
  /** The vehicle the lead is about; its name titles the form and its slugs go with the lead. */
  vehicle?: LeadVehicle;
  /** A dealer's own callback form. */
  dealer?: LeadDealer;
  /**
   * The name of what the lead is about when it is not a catalogue vehicle (a tyre model): it titles the
   * form and the thanks; the page path, sent as the lead's source, identifies it for the CRM.
   */
  subjectName?: string;
  /** City slug the form starts with; the visitor's chosen city by default. */
  citySlug?: string;
  variant?: 'primary' | 'secondary';
  /** Adds the vehicle's name to the button's accessible name, for lists with one button per card. */
  nameInLabel?: boolean;
  className?: string;
}

/** A conversion button ("Get price quote", "Alert me", …) that opens its lead form in a modal dialog. */
export function LeadButton({
  kind,
  vehicle,
  dealer,
  subjectName,
  citySlug,
  variant,
  nameInLabel,
  className,
}: LeadButtonProps) {
  const { t } = useTranslation('leads');
  const visitorCity = useAppSelector(selectCity);
  const services = useLeadServices(siteLeadServices);
  const [open, setOpen] = useState(false);
  const action = t(`open.${kind}`);
  const subject = vehicle?.name ?? subjectName ?? dealer?.name;
  return (
    <>
      <Button
        type="button"
        $variant={variant}
        className={className}
        aria-haspopup="dialog"
        aria-label={nameInLabel && subject ? t('openFor', { action, name: subject }) : undefined}
        onPointerEnter={prefetchLeadDialog}
        onFocus={prefetchLeadDialog}
        onClick={() => setOpen(true)}
      >
        {action}
      </Button>
      {open && (
        // Nothing shows while the dialog's code arrives: focus stays on the button until the dialog takes it.
        <Suspense fallback={null}>
          <LazyLeadDialog
            kind={kind}
            vehicle={vehicle}
            dealer={dealer}
            subjectName={subjectName}
            citySlug={citySlug ?? visitorCity.slug}
            services={services}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
