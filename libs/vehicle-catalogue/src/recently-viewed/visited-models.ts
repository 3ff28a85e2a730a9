import { STORAGE_KEYS } from '@cvb/store';

/** A model the visitor opened, as kept in `visitedModels` (docs/domain.md#browser-storage). */
export interface VisitedModel {
  vertical: string;
  brandSlug: string;
  modelSlug: string;
  name: string;
  /** Path of the model page, e.g. /trucks/tata-motors/ace-gold. */
  link: string;
  image?: string;
}

/** How many models the list keeps. */
export const MAX_VISITED_MODELS = 10;

/** The part of Storage this module uses, so tests and other storages can stand in. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isVisitedModel(value: unknown): value is VisitedModel {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const textFields = ['vertical', 'brandSlug', 'modelSlug', 'name', 'link'];
  return (
    textFields.every((field) => typeof record[field] === 'string') &&
    (record.image === undefined || typeof record.image === 'string')
  );
}

function sameModel(a: VisitedModel, b: VisitedModel): boolean {
  return a.vertical === b.vertical && a.brandSlug === b.brandSlug && a.modelSlug === b.modelSlug;
}

function defaultStorage(): KeyValueStorage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/**
 * The recently viewed models, most recent first. A stored value that cannot be read is logged with
 * console.error and treated as an empty list (docs/domain.md#browser-storage); entries of the wrong shape are skipped.
 */
export function readVisitedModels(storage: KeyValueStorage | null = defaultStorage()): VisitedModel[] {
  if (!storage) return [];
  try {
    const stored = storage.getItem(STORAGE_KEYS.visitedModels);
    if (stored === null) return [];
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) throw new TypeError('visitedModels is not a list');
    return parsed.filter(isVisitedModel).slice(0, MAX_VISITED_MODELS);
  } catch (error) {
    console.error('Could not read recently viewed models', error);
    return [];
  }
}

/** The list with this model moved to (or put at) the front, without duplicates, capped. */
export function withVisitedModel(list: readonly VisitedModel[], model: VisitedModel): VisitedModel[] {
  return [model, ...list.filter((entry) => !sameModel(entry, model))].slice(0, MAX_VISITED_MODELS);
}

/** Records a model view and returns the new list; a storage that refuses the write is logged, not thrown. */
export function rememberVisitedModel(
  model: VisitedModel,
  storage: KeyValueStorage | null = defaultStorage(),
): VisitedModel[] {
  const list = withVisitedModel(readVisitedModels(storage), model);
  if (!storage) return list;
  try {
    storage.setItem(STORAGE_KEYS.visitedModels, JSON.stringify(list));
  } catch (error) {
    console.error('Could not store recently viewed models', error);
  }
  return list;
}
