import { verticalDefinition, type BandDimension, type VehicleVertical } from '@cvb/contracts';
import { getI18n } from '@cvb/i18n';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { bandLabel } from './band-label';

function labels(vertical: VehicleVertical, key: string, locale: 'en' | 'hi' = 'en'): string[] {
  const dimension = verticalDefinition(vertical).filters.find(
    (candidate): candidate is BandDimension => candidate.key === key && candidate.kind === 'band',
  );
  if (!dimension) throw new Error(`${vertical} has no band dimension ${key}`);
  const t = getI18n().getFixedT(locale, 'catalogue');
  return dimension.bands.map((band) => bandLabel(dimension, band, t, locale));
}

describe('bandLabel', () => {
  beforeAll(registerCatalogueTexts);

  it('reads whole-number bands as their key names them: tractor HP and bus seats', () => {
    expect(labels('tractor', 'hp')).toEqual([
      'Up to 20 HP',
      '21–30 HP',
      '31–40 HP',
      '41–50 HP',
      '51–60 HP',
      '61 HP and above',
    ]);
    expect(labels('bus', 'seats')).toContain('13–25 seats');
  });

  it('reads bands of a fractional value with both edges: PTO power and engine power of machines', () => {
    expect(labels('tractor', 'ptoHp')).toEqual([
      'Under 30 HP',
      '30 HP to 40 HP',
      '40 HP to 50 HP',
      'Above 50 HP',
    ]);
    expect(labels('infra', 'power')).toContain('50 HP to 100 HP');
  });

  it('reads weights in tonnes, bucket sizes in m³ and depths in metres', () => {
    expect(labels('infra', 'operatingWeight')).toEqual([
      'Under 5 t',
      '5 t to 10 t',
      '10 t to 20 t',
      '20 t to 30 t',
      'Above 30 t',
    ]);
    expect(labels('tractor', 'liftKg')).toContain('1,000 kg to 1,500 kg');
    expect(labels('infra', 'bucket')).toContain('0.5 m³ to 1 m³');
    expect(labels('infra', 'digDepth')).toEqual(['Under 4 m', '4 m to 6 m', 'Above 6 m']);
  });

  it('speaks the page language', () => {
    expect(labels('tractor', 'hp', 'hi')).toContain('41–50 hp');
    expect(labels('infra', 'operatingWeight', 'hi').join(' ')).not.toMatch(/[A-Za-z]{2,}/);
  });
});
