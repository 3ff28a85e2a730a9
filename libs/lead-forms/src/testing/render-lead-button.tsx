import { renderInRemote } from '@cvb/mfe-kit/testing';
import type { LocaleCode } from '@cvb/contracts';
import { LeadButton, type LeadButtonProps } from '../lead-button';
import { LeadServicesContext } from '../flow/lead-services';
import type { FakeLeadServices } from './fake-lead-services';

export const ACE_GOLD = {
  vertical: 'truck',
  brandSlug: 'tata-motors',
  modelSlug: 'ace-gold',
  name: 'Tata Ace Gold',
} as const;

/** A lead button on a truck model page, with the given services. */
export function renderLeadButton(
  services: FakeLeadServices,
  props: Partial<LeadButtonProps> = {},
  locale: LocaleCode = 'en',
) {
  return renderInRemote(
    <LeadServicesContext.Provider value={services}>
      <LeadButton kind="quote" vehicle={ACE_GOLD} {...props} />
    </LeadServicesContext.Provider>,
    {
      path: locale === 'en' ? '/trucks/tata-motors/ace-gold' : `/${locale}/trucks/tata-motors/ace-gold`,
      locale,
    },
  );
}
