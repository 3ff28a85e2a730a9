import { TYRE_MODEL_SORT_FIELDS, type TyreModelListQuery } from '@cvb/contracts';
import { parseSort } from '../http/content-query';
import { NotFoundError } from '../http/not-found';
import type { CatalogueTyre } from './tyre-catalogue';

/** `tyre-models` filters; `status_ne` is `expired` unless the caller names a status. */
export function listed(catalogue: CatalogueTyre[], query: TyreModelListQuery): CatalogueTyre[] {
  const statusNe = query.status === undefined ? (query.status_ne ?? 'expired') : query.status_ne;
  return catalogue.filter(
    (tyre) =>
      (query.slug === undefined || tyre.slug === query.slug) &&
      (query.brand === undefined || tyre.brandSlug === query.brand) &&
      (query.segment === undefined || tyre.segment === query.segment) &&
      (query.size === undefined || tyre.sizes.some((size) => size.sizeKey === query.size)) &&
      (query.status === undefined || tyre.status === query.status) &&
      (statusNe === undefined || tyre.status !== statusNe),
  );
}

/** Tyres in the order of a `_sort` text (`field:ASC|DESC`, default popularity first); nulls last, then by id. */
export function sorted(tyres: CatalogueTyre[], sortText: string | undefined): CatalogueTyre[] {
  const sort = parseSort<(typeof TYRE_MODEL_SORT_FIELDS)[number]>(sortText, {
    field: 'popularity',
    direction: 'DESC',
  });
  const sign = sort.direction === 'DESC' ? -1 : 1;
  return [...tyres].sort((a, b) => {
    const left = a[sort.field];
    const right = b[sort.field];
    if (left === right) return a.id - b.id;
    if (left === null) return 1;
    if (right === null) return -1;
    return (left < right ? -1 : 1) * sign;
  });
}

/** The tyre model `brandSlug/modelSlug`, or 404. */
export function findModel(catalogue: CatalogueTyre[], brandSlug: string, modelSlug: string): CatalogueTyre {
  const found = catalogue.find((tyre) => tyre.brandSlug === brandSlug && tyre.slug === modelSlug);
  if (!found) throw new NotFoundError(`No tyre model ${brandSlug}/${modelSlug}`);
  return found;
}
