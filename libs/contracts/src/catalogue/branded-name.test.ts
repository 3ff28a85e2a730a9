import { brandedName } from './branded-name';

describe('brandedName', () => {
  it('says the brand once when the model name starts with it', () => {
    expect(brandedName('Sonalika', 'Sonalika Tiger 47 4WD')).toBe('Sonalika Tiger 47 4WD');
    expect(brandedName('ACE', 'ACE 14XW')).toBe('ACE 14XW');
    expect(brandedName('Tata Motors', 'Tata Ace Gold')).toBe('Tata Ace Gold');
    expect(brandedName('Ashok Leyland', 'ashok leyland Dost+')).toBe('ashok leyland Dost+');
  });

  it('puts the brand before a model name without it', () => {
    expect(brandedName('Eicher', 'Pro 2049')).toBe('Eicher Pro 2049');
    expect(brandedName('Maruti Suzuki', 'Super Carry')).toBe('Maruti Suzuki Super Carry');
    expect(brandedName('Tata', 'Tatanagar Special')).toBe('Tata Tatanagar Special');
  });
});
