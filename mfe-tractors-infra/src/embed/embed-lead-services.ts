import { siteLeadServices, type LeadServices } from '@cvb/lead-forms';
import type { EmbedLead } from './embed-options';

/** The site's lead calls, telling the host about each lead the API stored. */
export function embedLeadServices(onLead: (lead: EmbedLead) => void): LeadServices {
  return {
    ...siteLeadServices,
    submitLead: async (request) => {
      const outcome = await siteLeadServices.submitLead(request);
      if (outcome.status === 'stored') {
        const { kind, vertical, brandSlug, modelSlug, source } = request;
        onLead({ kind, vertical, brandSlug, modelSlug, source });
      }
      return outcome;
    },
  };
}
