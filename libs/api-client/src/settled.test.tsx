import { renderToString } from 'react-dom/server';
import {
  apiCallKey,
  citiesCall,
  dealersCall,
  verticalDefinition,
  type City,
  type Dealer,
} from '@cvb/contracts';
import { fetchCities, fetchDealers } from './catalogue-dealers';
import { provideFirstData, resetFirstData } from './first-data';
import { getHttp } from './http';
import { mapSettled, settledPromise, settledValue, whenAll } from './settled';
import { useApiData } from './use-api-data';

const pune: City = { slug: 'pune', name: 'Pune', state: 'Maharashtra' };
const dealer: Dealer = {
  id: 1,
  brandSlug: 'tata-motors',
  brandName: 'Tata Motors',
  kind: 'dealer',
  name: 'Sai Motors',
  address: 'Plot 12, Bhosari MIDC, Pune',
  city: 'Pune',
  citySlug: 'pune',
  state: 'Maharashtra',
  pincode: '411026',
  phone: '9822012345',
};
const dealersInPune = dealersCall(verticalDefinition('truck'), {
  brandSlug: 'tata-motors',
  citySlug: 'pune',
});
const keyOf = (call: { path: string; query: Record<string, string> }) => apiCallKey(call.path, call.query);

/** A page that lists a brand's dealers with the cities, from two answers, as the dealers pages do. */
function DealersInPune() {
  const result = useApiData(
    (signal) =>
      whenAll([
        fetchDealers('truck', { brandSlug: 'tata-motors', citySlug: 'pune' }, signal),
        fetchCities(signal),
      ]),
    'dealers',
  );
  if (result.status !== 'ready') return <p>Loading</p>;
  const [dealers, cities] = result.data;
  return (
    <p>
      {dealers.items.map((item) => item.name).join()} in {cities.map((city) => city.name).join()}
    </p>
  );
}

describe('answers known at once stay known when mapped or combined', () => {
  beforeEach(() => resetFirstData());
  afterEach(() => jest.restoreAllMocks());

  it('maps a known answer into a known value, and an unknown one into a pending one', async () => {
    expect(settledValue(mapSettled(settledPromise(2), (n) => n * 10))).toEqual({ value: 20 });
    const later = mapSettled(Promise.resolve(2), (n) => n * 10);
    expect(settledValue(later)).toBeUndefined();
    await expect(later).resolves.toBe(20);
  });

  it('rejects, not throws, when the mapping of a known answer fails', async () => {
    const mapped = mapSettled(settledPromise({}), () => {
      throw new Error('no cities in the answer');
    });
    await expect(mapped).rejects.toThrow('no cities in the answer');
  });

  it('combines known answers into a known list, in order, and waits when one is not known', async () => {
    expect(settledValue(whenAll([settledPromise('a'), settledPromise(1)]))).toEqual({ value: ['a', 1] });
    const mixed = whenAll([settledPromise('a'), Promise.resolve(1)]);
    expect(settledValue(mixed)).toBeUndefined();
    await expect(mixed).resolves.toEqual(['a', 1]);
  });

  it('renders a first view from two inlined answers (dealers and cities) without the network', () => {
    const get = jest.spyOn(getHttp(), 'get');
    provideFirstData({
      [keyOf(dealersInPune)]: { items: [dealer], total: 1 },
      [keyOf(citiesCall())]: { data: { cities: [pune] } },
    });
    expect(renderToString(<DealersInPune />)).toBe('<p>Sai Motors<!-- --> in <!-- -->Pune</p>');
    expect(get).not.toHaveBeenCalled();
  });

  it('renders the loading state when one of the two answers was not inlined (the browser fetches it)', () => {
    jest.spyOn(getHttp(), 'get').mockReturnValue(new Promise(() => undefined));
    provideFirstData({ [keyOf(dealersInPune)]: { items: [dealer], total: 1 } });
    expect(renderToString(<DealersInPune />)).toBe('<p>Loading</p>');
  });
});
