import type { Dealer } from '@cvb/contracts';
import { missingTranslations } from '@cvb/i18n';
import { mapHref, telHref } from './dealer-links';
import { dealersPath } from './dealer-paths';
import { defaultCitySlug } from './default-city';
import { groupByCity } from './group-by-city';
import { dealersTexts } from './texts';

const dealer = (id: number, citySlug: string, city: string): Dealer => ({
  id,
  brandSlug: 'eicher',
  brandName: 'Eicher',
  kind: 'dealer',
  name: `Dealer ${id}`,
  address: 'Plot 12, GT Karnal Road',
  city,
  citySlug,
  state: 'Delhi',
  pincode: '110033',
  phone: '98100 12345',
});

describe('dealer page helpers', () => {
  it('has every dealer text in six languages, the empty message exact in English', () => {
    expect(missingTranslations(dealersTexts)).toEqual({});
    expect(dealersTexts.en).toMatchObject({
      dealers: {
        empty:
          'No dealers available for your current city or brand; change the city or choose a different brand.',
      },
    });
  });

  it('groups dealers by city in the order the cities first appear', () => {
    const groups = groupByCity([
      dealer(1, 'agra', 'Agra'),
      dealer(2, 'pune', 'Pune'),
      dealer(3, 'agra', 'Agra'),
    ]);
    expect(groups.map((group) => [group.city, group.dealers.map((d) => d.id)])).toEqual([
      ['Agra', [1, 3]],
      ['Pune', [2]],
    ]);
    expect(groupByCity([])).toEqual([]);
  });

  it('makes a dialable tel: link and a map search link', () => {
    expect(telHref('+91 98100-12345')).toBe('tel:+919810012345');
    expect(mapHref(dealer(1, 'new-delhi', 'New Delhi'))).toBe(
      'https://www.google.com/maps/search/?api=1&query=Dealer%201%2C%20Plot%2012%2C%20GT%20Karnal%20Road%2C%20New%20Delhi%2C%20Delhi%2C%20110033',
    );
  });

  it('builds the dealer paths of a vertical', () => {
    expect(dealersPath('truck')).toBe('/trucks/truck-dealers');
    expect(dealersPath('truck', 'eicher')).toBe('/trucks/truck-dealers/eicher');
    expect(dealersPath('truck', 'eicher', 'pune')).toBe('/trucks/truck-dealers/eicher/pune');
  });

  it('defaults to the store city when listed, else New Delhi', () => {
    const cities = [
      { slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' },
      { slug: 'pune', name: 'Pune', state: 'Maharashtra' },
    ];
    expect(defaultCitySlug('pune', cities)).toBe('pune');
    expect(defaultCitySlug('atlantis', cities)).toBe('new-delhi');
  });
});
