import { tripCost } from './trip-cost';

describe('tripCost (hand-worked)', () => {
  // 500 km with 9 t on a 4 km/l truck at ₹87.62: 125 l → ₹10,952.50 → ₹10,953; tolls 2,500, bhatta 1,500,
  // loading 1,000 → ₹15,953: ₹1,772.56 a tonne.
  const trip = {
    distanceKm: 500,
    loadTonnes: 9,
    energyPerKm: 1 / 4,
    energyPrice: 87.62,
    tolls: 2_500,
    driverAllowance: 1_500,
    loadingCharges: 1_000,
  };

  it('gives the fuel used, the cost and the break-even freight rate', () => {
    expect(tripCost({ ...trip, freightRatePerTonne: null })).toEqual({
      energyUsed: 125,
      energyCost: 10_953,
      total: 15_953,
      costPerKm: 31.91,
      costPerTonne: 1_772.56,
      revenue: null,
      profit: null,
      breakEvenRatePerTonne: 1_772.56,
    });
  });

  it('gives the profit at a freight rate, and a loss below the break-even rate', () => {
    expect(tripCost({ ...trip, freightRatePerTonne: 2_000 })).toMatchObject({
      revenue: 18_000,
      profit: 2_047,
    });
    expect(tripCost({ ...trip, freightRatePerTonne: 1_500 }).profit).toBe(13_500 - 15_953);
  });

  it('has no cost per tonne for an empty truck', () => {
    const empty = tripCost({ ...trip, loadTonnes: 0, freightRatePerTonne: null });
    expect(empty.costPerTonne).toBeNull();
    expect(empty.breakEvenRatePerTonne).toBeNull();
  });
});
