import { embedLoader } from './embed-loader';
import { loadSiteConfig } from './site-config';
import { startSite } from './site-app';

loadSiteConfig()
  .then((config) =>
    startSite({ loadEmbed: embedLoader(config.tractorsInfraManifest), apiBase: config.apiBase }),
  )
  .catch((error: unknown) => {
    console.error('[main-site] could not start', error);
    startSite({ loadEmbed: () => Promise.reject(error), apiBase: '/api' });
  });
