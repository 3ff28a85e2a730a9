import type { RemoteDefinition } from '@cvb/mfe-kit';
import { registerLeadTexts } from '@cvb/lead-forms';
import { TyresRoot } from './root';
import { lazyTyreTexts } from './texts/lazy';

registerLeadTexts();

/** What this remote is: its name in the route table, the texts it loads first and its routes. */
export const tyresRemote: RemoteDefinition = {
  app: 'mfe-tyres',
  texts: [lazyTyreTexts],
  App: TyresRoot,
};
