import { getJson } from './get-json';
import { fetchImplement, fetchImplements } from './implement-calls';

jest.mock('./get-json', () => ({ getJson: jest.fn() }));
const mockedGet = jest.mocked(getJson);

it('asks tractors/implements with the filters, and one implement by its slug in a locale', async () => {
  mockedGet.mockResolvedValue({});
  await fetchImplements({ type: 'rotavator', hp: 45, page: 2, locale: 'hi' });
  await fetchImplement('dasmesh-happy-seeder', 'pa');
  expect(mockedGet.mock.calls).toEqual([
    ['tractors/implements', { type: 'rotavator', hp: 45, page: 2, locale: 'hi' }, undefined],
    ['tractors/implements/dasmesh-happy-seeder', { locale: 'pa' }, undefined],
  ]);
});
