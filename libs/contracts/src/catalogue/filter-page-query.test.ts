import { BUS_DEFINITION } from '../verticals/bus';
import { TRACTOR_DEFINITION } from '../verticals/tractor';
import { filterPageQuerySchemaOf } from './filter-page-query';

const tractors = filterPageQuerySchemaOf(TRACTOR_DEFINITION);

const problemsOf = (result: ReturnType<typeof tractors.safeParse>) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('filterPageQuerySchemaOf', () => {
  it('reads each dimension’s comma list under its key, each value once', () => {
    expect(
      tractors.parse({
        hp: '41-50-hp, 51-60-hp',
        drives: ['4wd', '4wd'],
        cylinders: '3,4',
        page: '2',
        sort: 'price-asc',
      }),
    ).toEqual({
      locale: undefined,
      pageType: undefined,
      underPrice: undefined,
      overPrice: undefined,
      brandFuelSlug: undefined,
      sort: 'price-asc',
      page: 2,
      pageSize: undefined,
      dimensions: { hp: ['41-50-hp', '51-60-hp'], drives: ['4wd'], cylinders: ['3', '4'] },
    });
  });

  it('leaves out dimensions with nothing chosen and ignores parameters no vertical filters by', () => {
    expect(tractors.parse({ drive: ' , ', utm_source: 'newsletter' }).dimensions).toEqual({});
  });

  it('names the parameter and the value its dimension lacks', () => {
    expect(problemsOf(tractors.safeParse({ drives: '6wd', cylinders: '0', brandSlugs: 'Mahindra' }))).toEqual(
      [
        'brandSlugs: "Mahindra" is not a slug',
        'drives: unknown value "6wd"; expected one of 2wd, 4wd',
        'cylinders: "0" is not a whole number from 1 to 6',
      ],
    );
  });

  it('refuses another vertical’s filter by name', () => {
    expect(problemsOf(tractors.safeParse({ seats: '26-40', gvw: '3.5-7.5-t' }))).toEqual([
      'gvw: not a filter of tractors',
      'seats: not a filter of tractors',
    ]);
    expect(filterPageQuerySchemaOf(BUS_DEFINITION).parse({ seats: '26-40' }).dimensions).toEqual({
      seats: ['26-40'],
    });
  });
});
