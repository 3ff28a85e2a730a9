import { createRoot } from 'react-dom/client';
import { ShellProviders } from '../render-chrome';
import { RouteChangeOverlay } from './route-change-overlay';

/** The overlay gets its own root at the end of <body>, above the header, content and footer. */
export function mountRouteOverlay(): void {
  const host = document.createElement('div');
  host.id = 'cvb-route-overlay';
  document.body.appendChild(host);
  createRoot(host).render(
    <ShellProviders>
      <RouteChangeOverlay />
    </ShellProviders>,
  );
}
