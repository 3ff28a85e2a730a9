import { ALL_VERTICAL_DEFINITIONS, type VerticalDefinition } from '@cvb/contracts';

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

export interface Ownership {
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

/** A remote of the site, checked: a definition naming an app the site does not have is a mistake to fail on. */
function remoteApp(name: string): RemoteApp {
  const app = REMOTE_APPS.find((candidate) => candidate === name);
  if (!app) throw new Error(`"${name}" is not one of the site's remotes (${REMOTE_APPS.join(', ')})`);
  return app;
}

/**
 * A vertical's own rules: its section, and its old top-level short forms (answered 301 by the web server, but a
 * link inside the page still reaches the owner): the one whose target is the dealer pages is a section (brand and
 * city below it), the others single pages.
 */
function verticalRules(definition: VerticalDefinition): Rule[] {
  const shortForms = Object.entries(definition.shortForms).map(([from, to]) =>
    to === definition.dealersPath ? section(from) : exact(from),
  );
  return [section(definition.basePath), ...shortForms];
}

/**
 * The table for a set of vertical definitions (docs/architecture.md#registry): a vertical's pages, its videos and
 * its used marketplace (`/used-{plural}`) follow from its definition with no other edit.
 */
export function buildRouteTable(definitions: readonly VerticalDefinition[]): readonly Ownership[] {
  const byApp = new Map<RemoteApp, Rule[]>();
  for (const definition of definitions) {
    const app = remoteApp(definition.app);
    byApp.set(app, [...(byApp.get(app) ?? []), ...verticalRules(definition)]);
  }
  const verticalRows = [...byApp].map(([app, rules]) => ({ app, rules }));
  return [
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
        ...definitions.map((definition) => videosOf(definition.basePath)),
      ],
    },
    ...verticalRows,
    {
      app: 'mfe-tyres',
      rules: [
        section('/tyres'),
        exact('/truck-tyres'),
        exact('/tractor-tyres'),
        exact('/three-wheeler-tyres'),
        section('/tyre-guides'),
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
        // The used marketplace: one list per vertical (its state and brand pages and ads below it) and the
        // valuation tool (docs/domain.md#used-vehicle-ads).
        ...definitions.map((definition) => section(usedMarketPath(definition))),
        section('/used-vehicle-valuation'),
      ],
    },
  ];
}

/** The used marketplace's list of a vertical: `/used-trucks`, `/used-tractors`, `/used-infra`. */
const usedMarketPath = (definition: VerticalDefinition): string => `/used-${definition.plural}`;

/**
 * Ordered: the first app with a matching rule owns the path. Media comes first because it carves
 * video and web-story paths out of the vehicle sections (docs/architecture.md#route-ownership).
 */
export const ROUTE_TABLE: readonly Ownership[] = buildRouteTable(ALL_VERTICAL_DEFINITIONS);

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
export function ownerOf(pathWithoutLocale: string, table: readonly Ownership[] = ROUTE_TABLE): AppName {
  const path = normalise(pathWithoutLocale);
  for (const { app, rules } of table) {
    if (rules.some((rule) => matches(rule, path))) return app;
  }
  return 'shell';
}

/** Federation container name of a remote: mfe-trucks → mfe_trucks. */
export function containerName(app: RemoteApp): string {
  return app.replace(/-/g, '_');
}
