import type { EmbedOptions } from '@cvb/mfe-kit';

export type { EmbedHandle, EmbedLead, EmbedOptions } from '@cvb/mfe-kit';

export const DEFAULT_EMBED_OPTIONS: EmbedOptions = {
  path: '/tractors',
  locale: 'en',
  basePath: '',
  apiBase: '/api',
  onNavigate: () => undefined,
  onLead: () => undefined,
};
