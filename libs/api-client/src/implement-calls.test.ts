import { farmImplementSchema, implementListSchema } from '@cvb/contracts';
import { getParsed } from './get-parsed';
import { fetchImplement, fetchImplements } from './implement-calls';

jest.mock('./get-parsed', () => ({ getParsed: jest.fn() }));
const mockedGet = jest.mocked(getParsed);

it('asks tractors/implements with the filters, and one implement by its slug in a locale', async () => {
  mockedGet.mockResolvedValue({});
  await fetchImplements({ type: 'rotavator', hp: 45, page: 2, locale: 'hi' });
  await fetchImplement('dasmesh-happy-seeder', 'pa');
  expect(mockedGet.mock.calls).toEqual([
    [
      'tractors/implements',
      implementListSchema,
      { type: 'rotavator', hp: 45, page: 2, locale: 'hi' },
      undefined,
    ],
    ['tractors/implements/dasmesh-happy-seeder', farmImplementSchema, { locale: 'pa' }, undefined],
  ]);
});
