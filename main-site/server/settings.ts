import path from 'node:path';

/** The main site's server settings, from the environment (see docs/operations.md). */
export interface MainSiteSettings {
  port: number;
  host: string;
  apiUrl: string;
  /** The tractors/infra remote's manifest: its origin is the one other place scripts may come from. */
  tractorsInfraManifest: string;
  publicDir: string;
  /** Load balancers allowed to set X-Forwarded-For/-Proto; unset: this server is the edge. */
  trustProxy: string[] | false;
  /** The API's PROXY_SECRET, so that it believes the visitor's IP and host this server forwards. */
  proxySecret?: string;
  /** The CV Bazaar site, where `/tractors/web-stories/…` are sent (the embed has no stories); unset: a 404. */
  storiesUrl?: string;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): MainSiteSettings {
  const trusted = (env['TRUST_PROXY'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    port: Number(env['PORT'] ?? 3200),
    host: env['HOST'] ?? 'localhost',
    apiUrl: env['API_URL'] ?? 'http://127.0.0.1:4000',
    tractorsInfraManifest: env['TRACTORS_INFRA_MANIFEST'] ?? 'http://localhost:3104/mf-manifest.json',
    publicDir: path.join(__dirname, '..', 'public'),
    trustProxy: trusted.length > 0 ? trusted : false,
    proxySecret: env['PROXY_SECRET'] || undefined,
    storiesUrl: env['CV_BAZAAR_URL'] || undefined,
  };
}
