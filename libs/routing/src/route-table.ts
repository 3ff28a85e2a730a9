/** Every app of the site: the shell and the eight remotes. */
export const REMOTE_APPS = [
  'mfe-trucks',
  'mfe-buses',
  'mfe-three-wheelers',
  'mfe-tractors-infra',
  'mfe-tyres',
  'mfe-media',
  'mfe-emandi-fuel',
  'mfe-account',
] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];
export type AppName = RemoteApp | 'shell';

type Rule =
  | { kind: 'section'; path: string } // the path itself and everything below it
  | { kind: 'exact'; path: string }
  | { kind: 'videos-of'; section: string }; // /{section}/videos and /{section}/.../videos

interface Ownership {
  app: AppName;
  rules: Rule[];
}

const section = (path: string): Rule => ({ kind: 'section', path });
const exact = (path: string): Rule => ({ kind: 'exact', path });
const videosOf = (s: string): Rule => ({ kind: 'videos-of', section: s });

/** Static pages and special layouts the shell renders itself. */
export const SHELL_PAGES = [
  '/',
  '/advertise-with-us',
  '/contact-us',
  '/about-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/visitor-agreement',
  '/auto-expo-2025',
] as const;

/**
 * Ordered: the first app with a matching rule owns the path. Media comes first because it carves
 * video and web-story paths out of the vehicle sections (docs/architecture.md#route-ownership).
 */
export const ROUTE_TABLE: readonly Ownership[] = [
  {
    app: 'mfe-media',
    rules: [
      section('/news'),
      section('/articles'),
      section('/expert-reviews'),
      section('/videos'),
      section('/web-stories'),
      section('/authors'),
      section('/tractors/web-stories'),
      videosOf('/trucks'),
      videosOf('/buses'),
      videosOf('/three-wheelers'),
      videosOf('/tractors'),
      videosOf('/infra'),
    ],
  },
  { app: 'mfe-trucks', rules: [section('/trucks')] },
  {
    app: 'mfe-buses',
    rules: [section('/buses'), section('/bus-dealers'), exact('/popular-buses'), exact('/latest-buses')],
  },
  {
    app: 'mfe-three-wheelers',
    rules: [
      section('/three-wheelers'),
      exact('/popular-three-wheelers'),
      exact('/latest-three-wheelers'),
      exact('/upcoming-three-wheelers'),
    ],
  },
  { app: 'mfe-tractors-infra', rules: [section('/tractors'), section('/infra')] },
  {
    app: 'mfe-tyres',
    rules: [
      section('/tyres'),
      exact('/truck-tyres'),
      exact('/tractor-tyres'),
      exact('/three-wheeler-tyres'),
      section('/tyre-guides'),
      section('/battery-finder'),
      section('/lubricant-finder'),
    ],
  },
  { app: 'mfe-emandi-fuel', rules: [section('/emandi'), section('/fuel-prices')] },
  {
    app: 'mfe-account',
    rules: [
      section('/admin'),
      section('/community'),
      section('/account'),
      section('/sell-used-vehicle'),
      // The used marketplace: one list per vertical (`/used-{plural}`, its state and brand pages and ads below it)
      // and the valuation tool (docs/domain.md#used-vehicle-ads).
      section('/used-trucks'),
      section('/used-buses'),
      section('/used-three-wheelers'),
      section('/used-tractors'),
      section('/used-infra'),
      section('/used-vehicle-valuation'),
    ],
  },
];

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

function matches(rule: Rule, path: string): boolean {
  switch (rule.kind) {
    case 'exact':
      return path === rule.path;
    case 'section':
      return path === rule.path || path.startsWith(`${rule.path}/`);
    case 'videos-of':
      return path.startsWith(`${rule.section}/`) && path.endsWith('/videos');
  }
}

/** The app that renders a path (given without locale prefix). Unknown paths go to the shell's not-found page. */
export function ownerOf(pathWithoutLocale: string): AppName {
  const path = normalise(pathWithoutLocale);
  for (const { app, rules } of ROUTE_TABLE) {
    if (rules.some((rule) => matches(rule, path))) return app;
  }
  return 'shell';
}

/** Federation container name of a remote: mfe-trucks → mfe_trucks. */
export function containerName(app: RemoteApp): string {
  return app.replace(/-/g, '_');
}
