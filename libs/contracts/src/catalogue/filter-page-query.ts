import { z } from 'zod';
import { localeCodeSchema } from '../vertical-schemas';
import { ALL_VERTICAL_DEFINITIONS } from '../verticals/registry';
import { commaList, dimensionValueProblem } from '../verticals/filter-codec';
import type { FilterDimension, VerticalDefinition } from '../verticals/types';
import { filterSortSchema } from './constants';

const rupees = z.coerce.number().int().min(0).max(1e10);

/** The parameters of `{trucks|buses|…}/filter-page` that every vertical has, besides its filter dimensions. */
export const filterPageBaseQuerySchema = z.object({
  locale: localeCodeSchema.optional(),
  pageType: z.string().max(80).optional(),
  underPrice: rupees.optional(),
  overPrice: rupees.optional(),
  brandFuelSlug: z.string().max(120).optional(),
  sort: filterSortSchema.optional(),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').optional(),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize must be 100 or less').optional(),
});

/** A checked filter-page query: the page's parameters and the chosen values of each dimension. */
export type FilterPageQuery = z.output<typeof filterPageBaseQuerySchema> & {
  /** Dimension key → its chosen values, each one the dimension has; a dimension with nothing chosen is absent. */
  dimensions: Readonly<Record<string, readonly string[]>>;
};

/** One dimension's parameter: a comma list whose every value the dimension has. */
function dimensionParamSchema(dimension: FilterDimension) {
  return z
    .union([z.string().max(2000), z.array(z.string().max(2000)).max(20)])
    .optional()
    .transform(commaList)
    .superRefine((values, ctx) => {
      for (const value of values) {
        const problem = dimensionValueProblem(dimension, value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
    });
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Every dimension parameter of any vertical, to answer "not a filter of tractors" rather than ignore it. */
const ANY_VERTICAL_PARAMS = [
  ...new Set(ALL_VERTICAL_DEFINITIONS.flatMap((definition) => definition.filters.map((d) => d.key))),
];

/**
 * Query of the vertical's `filter-page`: the common parameters and, per filter dimension of its definition, a
 * comma list under the dimension's `key` (`brandSlugs=tata-motors,eicher`, `hp=41-50-hp`, `drives=4wd`).
 * A value the dimension lacks, or another vertical's filter (`gvw` on tractors), fails with the parameter named.
 */
export function filterPageQuerySchemaOf(definition: VerticalDefinition) {
  const own = new Set(definition.filters.map((dimension) => dimension.key));
  const foreign = ANY_VERTICAL_PARAMS.filter((param) => !own.has(param));
  // Known per vertical only: the static type holds the common parameters, the transform reads these.
  const dimensionParams: Record<never, z.ZodType> = Object.fromEntries(
    definition.filters.map((dimension) => [dimension.key, dimensionParamSchema(dimension)]),
  );
  return filterPageBaseQuerySchema
    .extend(dimensionParams)
    .loose()
    .superRefine((query, ctx) => {
      for (const param of foreign) {
        if (query[param] !== undefined)
          ctx.addIssue({ code: 'custom', path: [param], message: `not a filter of ${definition.plural}` });
      }
    })
    .transform((query): FilterPageQuery => {
      const dimensions: Record<string, readonly string[]> = {};
      for (const dimension of definition.filters) {
        const values = query[dimension.key];
        if (isStringList(values) && values.length > 0) dimensions[dimension.key] = values;
      }
      const { locale, pageType, underPrice, overPrice, brandFuelSlug, sort, page, pageSize } = query;
      return { locale, pageType, underPrice, overPrice, brandFuelSlug, sort, page, pageSize, dimensions };
    });
}
