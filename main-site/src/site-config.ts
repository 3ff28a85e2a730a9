/** What the main site reads at run time from its own server: where the tractors/infra remote lives. */
export interface SiteConfig {
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  tractorsInfraManifest: string;
  /** Where the embed's API calls go. */
  apiBase: string;
}

export async function loadSiteConfig(fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (
    typeof body !== 'object' ||
    body === null ||
    !('tractorsInfraManifest' in body) ||
    typeof body.tractorsInfraManifest !== 'string' ||
    !('apiBase' in body) ||
    typeof body.apiBase !== 'string'
  ) {
    throw new Error('/config.json must name tractorsInfraManifest and apiBase');
  }
  return { tractorsInfraManifest: body.tractorsInfraManifest, apiBase: body.apiBase };
}
