import {
  BUS_DEFINITION,
  TRACTOR_DEFINITION,
  THREE_WHEELER_DEFINITION,
  TRUCK_DEFINITION,
} from '../verticals/index';
import { energyPerUnit } from './energy-use';
import { yearlyInterest } from './loan-interest';
import { breakEvenYear, ownershipCost, type OwnershipPlan, type OwnershipVehicle } from './ownership-cost';

const noLoan = { downPaymentPercent: 100, annualRatePercent: 0, loanMonths: 12 };
const noExtras = { driverWagePerMonth: 0, tollsPerMonth: 0 };

describe('yearlyInterest', () => {
  it('puts all of a one-year loan’s interest in year one: ₹1,20,000 at 12 % for 12 months', () => {
    // EMI 10,661.855 × 12 = 1,27,942.26, so 7,942.26 of interest.
    const [first, second] = yearlyInterest(120_000, 12, 12, 2);
    expect(first).toBeCloseTo(7_942.26, 1);
    expect(second).toBe(0);
  });
  it('splits a two-year loan by the balance: more interest in the first year', () => {
    const [first = 0, second = 0] = yearlyInterest(240_000, 12, 24, 3);
    // EMI 11,297.65 × 24 = 2,71,143.6 → 31,143.6 of interest in all.
    expect(first + second).toBeCloseTo(31_143.6, 0);
    expect(first).toBeGreaterThan(second);
  });
});

describe('ownershipCost: a diesel truck in Delhi (hand-worked)', () => {
  // ₹10 lakh truck, 5 km/l, 5,000 km a month at Delhi's ₹87.62 diesel; 6 tyres of ₹20,000 lasting 80,000 km;
  // service ₹2/km; insurance 3.2 % of the insured value; road tax 6 % + ₹7,500 registration; permit ₹16,500;
  // 15 % depreciation; 10 t payload; a loan of ₹1,20,000 at 12 % over 12 months (88 % down).
  const truck: OwnershipVehicle = {
    price: 1_000_000,
    energyPerUnit: 1 / 5,
    energyPrice: 87.62,
    tyreCount: 6,
    tyrePrice: 20_000,
    tyreLife: 80_000,
    servicePerUnit: 2,
    insurancePercent: 3.2,
    roadTaxPercent: 6,
    registrationCharges: 7_500,
    permitPerYear: 16_500,
    depreciationPercent: 15,
    payloadKg: 10_000,
  };
  const plan: OwnershipPlan = {
    monthlyUsage: 5_000,
    years: 2,
    downPaymentPercent: 88,
    annualRatePercent: 12,
    loanMonths: 12,
    ...noExtras,
  };
  const cost = ownershipCost(truck, plan);

  it('costs ₹15,35,382 in year one: ₹25.59 a km, ₹2.56 a tonne-km', () => {
    expect(cost.loanAmount).toBe(120_000);
    expect(cost.years[0]).toEqual({
      year: 1,
      usage: 60_000,
      interest: 7_942,
      energy: 1_051_440, // 12,000 l × ₹87.62
      tyres: 90_000, // 6 × 20,000 ÷ 80,000 = ₹1.50 a km
      service: 120_000,
      insurance: 32_000,
      taxAndPermit: 84_000, // 60,000 + 7,500 + 16,500
      depreciation: 150_000,
      driver: 0,
      tolls: 0,
      total: 1_535_382,
      costPerUnit: 25.59,
      costPerTonneUnit: 2.56,
      cumulativeCash: 1_000_000 + 1_535_382 - 150_000,
    });
  });

  it('insures and depreciates the written-down value in year two', () => {
    const second = cost.years[1];
    expect(second?.insurance).toBe(27_200); // 3.2 % of 8,50,000
    expect(second?.depreciation).toBe(127_500);
    expect(second?.taxAndPermit).toBe(16_500);
    expect(second?.interest).toBe(0);
    expect(second?.total).toBe(1_051_440 + 90_000 + 120_000 + 27_200 + 16_500 + 127_500);
    expect(cost.total).toBe(1_535_382 + (second?.total ?? 0));
    expect(cost.resaleValue).toBe(722_500);
  });

  it('adds the driver and tolls of every month', () => {
    const withCrew = ownershipCost(truck, { ...plan, driverWagePerMonth: 20_000, tollsPerMonth: 10_000 });
    expect(withCrew.years[0]?.driver).toBe(240_000);
    expect(withCrew.years[0]?.tolls).toBe(120_000);
    expect(withCrew.years[0]?.total).toBe(1_535_382 + 360_000);
  });
});

describe('a diesel bus with a driver and tolls (hand-worked)', () => {
  const bus = BUS_DEFINITION.runningCost;
  if (!bus) throw new Error('buses have running-cost defaults');
  it('costs ₹41.58 a km in its first year, and has no cost per tonne-km', () => {
    const perKm = energyPerUnit(
      { fuelType: 'diesel', mileageKmpl: 4, batteryKwh: null, drivingRangeKm: null, powerHp: 170 },
      bus,
    );
    const cost = ownershipCost(
      {
        price: 2_500_000,
        energyPerUnit: perKm as number,
        energyPrice: 87.62,
        tyreCount: 6,
        tyrePrice: 25_000,
        tyreLife: bus.tyreLife,
        servicePerUnit: bus.servicePerUnit.combustion,
        insurancePercent: 4,
        roadTaxPercent: 10,
        registrationCharges: 22_500,
        permitPerYear: bus.permitPerYear,
        depreciationPercent: bus.depreciationPercent,
        payloadKg: null,
      },
      {
        monthlyUsage: bus.monthlyUsage,
        years: 1,
        ...noLoan,
        driverWagePerMonth: 25_000,
        tollsPerMonth: 5_000,
      },
    );
    // 72,000 km: 18,000 l × 87.62 = 15,77,160; tyres 6 × 25,000 ÷ 80,000 × 72,000 = 1,35,000; service ₹2/km
    // 1,44,000; insurance 1,00,000; tax 2,50,000 + 22,500 + permit 30,000; depreciation 3,75,000; driver 3,00,000;
    // tolls 60,000 → 29,93,660 ÷ 72,000 = ₹41.58 a km.
    expect(cost.years[0]).toMatchObject({
      usage: 72_000,
      energy: 1_577_160,
      tyres: 135_000,
      service: 144_000,
      insurance: 100_000,
      taxAndPermit: 302_500,
      depreciation: 375_000,
      driver: 300_000,
      tolls: 60_000,
      total: 2_993_660,
      costPerUnit: 41.58,
      costPerTonneUnit: null,
    });
  });
});

describe('a CNG and an electric three-wheeler (hand-worked)', () => {
  const threeWheeler = THREE_WHEELER_DEFINITION.runningCost;
  if (!threeWheeler) throw new Error('three-wheelers have running-cost defaults');
  const common = {
    tyreCount: 3,
    tyrePrice: 2_000,
    tyreLife: 40_000,
    insurancePercent: 2.6,
    roadTaxPercent: 3.6,
    registrationCharges: 3_000,
    permitPerYear: 1_000,
    depreciationPercent: 20,
    payloadKg: null,
  };
  const plan: OwnershipPlan = { monthlyUsage: 2_500, years: 3, ...noLoan, ...noExtras };
  // ₹2 lakh CNG auto, 30 km/kg at Delhi's ₹76.09 a kg: 30,000 km → 1,000 kg → ₹76,090.
  const cng = ownershipCost(
    {
      ...common,
      price: 200_000,
      energyPerUnit: energyPerUnit(
        { fuelType: 'cng', mileageKmpl: 30, batteryKwh: null, drivingRangeKm: null, powerHp: 10 },
        threeWheeler,
      ) as number,
      energyPrice: 76.09,
      servicePerUnit: 0.5,
    },
    plan,
  );
  // ₹3 lakh electric auto, 7.37 kWh for 130 km: 0.0567 kWh a km in the battery, 0.0624 from the grid at ₹4.50.
  const ev = ownershipCost(
    {
      ...common,
      price: 300_000,
      energyPerUnit: energyPerUnit(
        { fuelType: 'electric', mileageKmpl: null, batteryKwh: 7.37, drivingRangeKm: 130, powerHp: 11 },
        threeWheeler,
      ) as number,
      energyPrice: 4.5,
      servicePerUnit: 0.3,
    },
    plan,
  );

  it('works out the CNG auto’s first year', () => {
    expect(cng.years[0]).toMatchObject({
      energy: 76_090,
      tyres: 4_500, // 3 × 2,000 ÷ 40,000 = ₹0.15 a km
      service: 15_000,
      insurance: 5_200,
      taxAndPermit: 11_200, // 7,200 + 3,000 + 1,000
      depreciation: 40_000,
      interest: 0,
      total: 151_990,
      costPerUnit: 5.07,
      costPerTonneUnit: null,
    });
  });

  it('works out the electric auto’s first year: energy 30,000 × 0.0624 × ₹4.50', () => {
    // 7.37 ÷ 130 × 1.1 × 4.5 × 30,000 = 8,418.81
    expect(ev.years[0]?.energy).toBe(8_419);
    expect(ev.years[0]?.service).toBe(9_000);
    expect(ev.years[0]?.depreciation).toBe(60_000);
    expect(ev.years[0]?.total).toBe(8_419 + 4_500 + 9_000 + 7_800 + 14_800 + 60_000);
  });

  it('says the electric auto, dearer to buy, has cost less in total by the end of year two', () => {
    // Spent: CNG 2,00,000 + 1,11,990 = 3,11,990 then + 1,04,950 (less insurance on a lower value);
    // EV 3,00,000 + 44,519 = 3,44,519 then + 32,119.
    expect(cng.years[0]?.cumulativeCash).toBe(311_990);
    expect(ev.years[0]?.cumulativeCash).toBe(344_519);
    expect(breakEvenYear(ev, cng)).toBe(2);
    expect(breakEvenYear(cng, ev)).toBeNull();
  });
});

describe('a diesel tractor counted in engine hours (hand-worked)', () => {
  const tractor = TRACTOR_DEFINITION.runningCost;
  if (!tractor) throw new Error('tractors have running-cost defaults');
  it('burns 45 hp × 0.08 = 3.6 l an hour and costs per hour, not per km', () => {
    const perHour = energyPerUnit(
      { fuelType: 'diesel', mileageKmpl: null, batteryKwh: null, drivingRangeKm: null, powerHp: 45 },
      tractor,
    );
    expect(perHour).toBeCloseTo(3.6, 10);
    const cost = ownershipCost(
      {
        price: 660_000,
        energyPerUnit: perHour as number,
        energyPrice: 87.62,
        tyreCount: 4,
        tyrePrice: 10_000,
        tyreLife: 3_000,
        servicePerUnit: 40,
        insurancePercent: 2,
        roadTaxPercent: 1.8,
        registrationCharges: 3_750,
        permitPerYear: 0,
        depreciationPercent: 12,
        payloadKg: null,
      },
      { monthlyUsage: 80, years: 1, ...noLoan, ...noExtras },
    );
    // 960 hours: 3,456 l × 87.62 = 3,02,814.72; tyres 40,000 ÷ 3,000 × 960 = 12,800; service 38,400;
    // insurance 13,200; tax 11,880 + 3,750; depreciation 79,200.
    expect(cost.years[0]).toMatchObject({
      usage: 960,
      energy: 302_815,
      tyres: 12_800,
      service: 38_400,
      insurance: 13_200,
      taxAndPermit: 15_630,
      depreciation: 79_200,
      total: 462_045,
      costPerUnit: 481.3,
    });
  });
});

describe('energyPerUnit', () => {
  const truck = TRUCK_DEFINITION.runningCost;
  if (!truck) throw new Error('trucks have running-cost defaults');
  it('is null without the spec it needs, and for a fuel it cannot price', () => {
    const specs = { mileageKmpl: null, batteryKwh: null, drivingRangeKm: null, powerHp: 100 };
    expect(energyPerUnit({ ...specs, fuelType: 'diesel' }, truck)).toBeNull();
    expect(energyPerUnit({ ...specs, fuelType: 'electric' }, truck)).toBeNull();
    expect(energyPerUnit({ ...specs, fuelType: 'hydrogen', mileageKmpl: 10 }, truck)).toBeNull();
  });
});
