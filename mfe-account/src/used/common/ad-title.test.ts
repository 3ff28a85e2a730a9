import { adTitle, withMaker } from './ad-title';

describe('an ad’s title', () => {
  it('names the maker once, whether or not the catalogue’s model name holds it', () => {
    expect(adTitle({ year: 2019, brand: 'Mahindra', model: 'Mahindra 575 DI', variant: 'XP Plus' })).toBe(
      '2019 Mahindra 575 DI XP Plus',
    );
    expect(adTitle({ year: 2021, brand: 'Tata Motors', model: 'Ace Gold', variant: '' })).toBe(
      '2021 Tata Motors Ace Gold',
    );
    expect(withMaker('Eicher', 'Eicher Pro 2049')).toBe('Eicher Pro 2049');
    expect(withMaker('Ashok Leyland', 'Ashokan 10')).toBe('Ashok Leyland Ashokan 10');
  });
});
