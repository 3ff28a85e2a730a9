import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { NamespaceResources } from '../create-i18n';
import { LOCALES } from '../locales';

/** One set of texts in all six languages, found in the source tree (for checks run by jest). */
export interface TextModule {
  /** Where it lives, e.g. "libs/vehicle-catalogue/src/emi-page/texts.ts#emiTexts". */
  source: string;
  resources: NamespaceResources;
}

const SOURCE_ROOTS = /^(libs\/[^/]+\/src|shell\/src|mfe-[^/]+\/src)$/;
/**
 * A text module declares its texts as `NamespaceResources` (or the common `Record<LocaleCode, …>`), or
 * loads them per locale with `lazyTexts(…)`.
 */
const TEXT_MODULE_MARK = /NamespaceResources|Record<LocaleCode, Record<string|lazyTexts\(/;

function walk(dir: string, found: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, found);
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) found.push(path);
  }
}

function sourceRoots(repoRoot: string): string[] {
  const roots: string[] = [];
  for (const top of ['libs', '.']) {
    for (const name of readdirSync(join(repoRoot, top))) {
      const rel = top === '.' ? `${name}/src` : `libs/${name}/src`;
      if (!SOURCE_ROOTS.test(rel)) continue;
      try {
        if (statSync(join(repoRoot, rel)).isDirectory()) roots.push(rel);
      } catch {
        // a folder without src
      }
    }
  }
  return roots;
}

type Loader = () => Promise<Record<string, unknown>>;

/** A `lazyTexts(…)` declaration: a namespace and one loader per locale. */
function isLazy(value: unknown): value is { namespace: string; locales: Record<string, Loader> } {
  if (value === null || typeof value !== 'object') return false;
  const locales = (value as { locales?: Record<string, unknown> }).locales;
  return !!locales && LOCALES.every(({ code }) => typeof locales[code] === 'function');
}

function isResources(value: unknown): value is NamespaceResources {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return LOCALES.every(({ code }) => record[code] !== null && typeof record[code] === 'object');
}

/** Files of the repo that look like text modules (see `TEXT_MODULE_MARK`), repo-relative. */
export function textModuleFiles(repoRoot: string): string[] {
  const files: string[] = [];
  for (const root of sourceRoots(repoRoot)) walk(join(repoRoot, root), files);
  return files
    .filter((file) => TEXT_MODULE_MARK.test(readFileSync(file, 'utf8')))
    .map((file) => relative(repoRoot, file))
    .sort();
}

/**
 * Loads every text module of the repo with `load` (jest's require) and keeps each exported value that
 * has texts for all six languages, or loads all six locales of a `lazyTexts` declaration; one object
 * exported twice is kept once.
 */
export async function loadTextModules(
  repoRoot: string,
  load: (path: string) => unknown,
): Promise<TextModule[]> {
  const seen = new Set<unknown>();
  const modules: TextModule[] = [];
  for (const file of textModuleFiles(repoRoot)) {
    const exported = load(join(repoRoot, file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      if (seen.has(value)) continue;
      seen.add(value);
      if (isResources(value)) modules.push({ source: `${file}#${name}`, resources: value });
      else if (isLazy(value)) {
        const entries = await Promise.all(
          LOCALES.map(async ({ code }) => [code, await value.locales[code]()] as const),
        );
        modules.push({
          source: `${file}#${name}`,
          resources: Object.fromEntries(entries) as NamespaceResources,
        });
      }
    }
  }
  return modules;
}
