/**
 * What a host that is not the shell (the main site) and the tractors/infra remote's `./embed` agree on. It lives in
 * a lib so the host depends on a contract, never on a remote's source (docs/architecture.md#parts).
 */
import type { LeadFormRequest, LocaleCode } from '@cvb/contracts';
import type { ThemeOverride } from '@cvb/ui';

/** A lead the embed stored, handed to the host (e.g. for its own analytics or CRM). */
export type EmbedLead = Pick<LeadFormRequest, 'kind' | 'vertical' | 'brandSlug' | 'modelSlug' | 'source'>;

/** Everything a host that is not the shell gives the tractors/infra pages. */
export interface EmbedOptions {
  /** The page to show first, e.g. '/tractors' or '/infra/jcb/3dx-plus'. */
  path: string;
  locale: LocaleCode;
  /** Prefix of the host's URLs before the embed's paths ('' when the host uses /tractors/... as is). */
  basePath: string;
  /** Where the API answers, e.g. '/api' (same origin, through the host's proxy) or 'https://…/api'. */
  apiBase: string;
  /** Called after every navigation inside the embed, with the path (basePath included) and the query. */
  onNavigate: (path: string) => void;
  /** Called once a lead the visitor filled in is stored. */
  onLead: (lead: EmbedLead) => void;
  /** The host's colours and font. */
  theme?: ThemeOverride;
}

/** What `mount` returns: change options (locale, theme, callbacks), go to a path, or take everything away. */
export interface EmbedHandle {
  update(options: Partial<Omit<EmbedOptions, 'basePath' | 'apiBase'>>): Promise<void>;
  navigate(path: string): void;
  unmount(): void;
}
