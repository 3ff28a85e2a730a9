import {
  LOAD_INFLATION_REFERENCES,
  loadCapacityKg,
  loadInflationReference,
  recommendedPressure,
} from './pressure';

const truckRadial = LOAD_INFLATION_REFERENCES['295/80 R22.5'];

describe('recommendedPressure', () => {
  it('gives the maximum pressure for the maximum load', () => {
    expect(recommendedPressure(truckRadial, 3550)).toEqual({
      psi: 123,
      bar: 8.5,
      capacityKg: 3550,
      overloaded: false,
    });
  });

  it('reads the table: 3,000 kg on a 295/80 R22.5 needs 100 psi', () => {
    // 123 × (3000 / 3550)^(1 / 0.7) = 96.7 psi → the next 5 psi row, 100 psi, carries 3,071 kg.
    const advice = recommendedPressure(truckRadial, 3000);
    expect(advice).toEqual({ psi: 100, bar: 6.9, capacityKg: 3071, overloaded: false });
    expect(advice.capacityKg).toBeGreaterThanOrEqual(3000);
  });

  it('never goes below the lowest row of the table', () => {
    expect(recommendedPressure(truckRadial, 500).psi).toBe(80);
  });

  it('flags a load the tyre cannot carry', () => {
    expect(recommendedPressure(truckRadial, 4200)).toMatchObject({ psi: 123, overloaded: true });
  });

  it('lands in the usual field ranges for tractor, three-wheeler and LCV tyres', () => {
    // Tractor rear 14.9-28 carrying 1,100 kg: 12–18 psi.
    const rear = recommendedPressure(LOAD_INFLATION_REFERENCES['14.9-28'], 1100);
    expect(rear.psi).toBeGreaterThanOrEqual(12);
    expect(rear.psi).toBeLessThanOrEqual(18);
    // Auto rickshaw 4.00-8 carrying 300 kg: 30–40 psi.
    const auto = recommendedPressure(LOAD_INFLATION_REFERENCES['4.00-8'], 300);
    expect(auto.psi).toBeGreaterThanOrEqual(30);
    expect(auto.psi).toBeLessThanOrEqual(40);
    // LCV 7.50-16 carrying 1,200 kg: 80–90 psi.
    const lcv = recommendedPressure(LOAD_INFLATION_REFERENCES['7.50-16'], 1200);
    expect(lcv.psi).toBeGreaterThanOrEqual(80);
    expect(lcv.psi).toBeLessThanOrEqual(90);
  });

  it('carries less at lower pressure, following the 0.7 exponent', () => {
    expect(loadCapacityKg(truckRadial, 123)).toBe(3550);
    expect(loadCapacityKg(truckRadial, 80)).toBe(2627);
  });
});

describe('loadInflationReference', () => {
  it('finds a size in any spelling and nothing for an unknown one', () => {
    expect(loadInflationReference('295/80R22.5')).toBe(truckRadial);
    expect(loadInflationReference('145 r12 lt')).toBe(LOAD_INFLATION_REFERENCES['145 R12 LT']);
    expect(loadInflationReference('205/55 R16')).toBeUndefined();
  });

  it('uses the farm table for a tractor front on 7.50-16', () => {
    const front = loadInflationReference('7.50-16', 'farm');
    expect(front?.maxPressurePsi).toBe(38);
    // A 57 hp tractor puts about 375 kg on each front tyre: 22–32 psi in the field.
    const advice = recommendedPressure(front as NonNullable<typeof front>, 375);
    expect(advice.psi).toBeGreaterThanOrEqual(22);
    expect(advice.psi).toBeLessThanOrEqual(32);
    expect(loadInflationReference('7.50-16')).toBe(LOAD_INFLATION_REFERENCES['7.50-16']);
  });
});
