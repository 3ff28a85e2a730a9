/** Per state: RTO/road tax % of ex-showroom for goods vehicles, insurance %, other charges (₹: registration, FASTag, handling). */
type Row = [state: string, rtoPercent: number, insurancePercent: number, otherCharges: number];

const rows: Row[] = [
  ['Delhi', 6, 3.2, 7500],
  ['Maharashtra', 7, 3.4, 9000],
  ['Karnataka', 8, 3.3, 8500],
  ['Tamil Nadu', 7.5, 3.3, 8000],
  ['Telangana', 7, 3.1, 8000],
  ['Andhra Pradesh', 7, 3.1, 7800],
  ['West Bengal', 5, 3.0, 7000],
  ['Gujarat', 6, 3.2, 7500],
  ['Rajasthan', 6.5, 3.0, 7000],
  ['Uttar Pradesh', 6, 3.1, 7200],
  ['Bihar', 7, 3.0, 6500],
  ['Madhya Pradesh', 8, 3.2, 7500],
  ['Chandigarh', 5, 3.0, 6500],
  ['Punjab', 6, 3.1, 7000],
  ['Haryana', 6, 3.2, 7500],
  ['Kerala', 9, 3.5, 9500],
  ['Odisha', 6, 3.0, 6800],
  ['Assam', 5.5, 3.0, 6500],
  ['Jharkhand', 6, 3.0, 6500],
  ['Chhattisgarh', 6, 3.0, 6500],
  ['Uttarakhand', 5, 3.0, 6500],
  ['Jammu and Kashmir', 5, 3.0, 6000],
  ['Goa', 6, 3.3, 7000],
  ['Himachal Pradesh', 5, 3.0, 6000],
];

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Per state and vertical. Trucks: the goods-vehicle rows above. Buses are contract or stage carriages: a
 * higher one-time tax, passenger-liability insurance and permit fees. Three-wheelers pay a lower tax, cheaper
 * insurance and a smaller registration fee. Tractors used on the farm are registered as agricultural vehicles:
 * a token road tax in most states and a small fee. Construction equipment is registered as a non-transport
 * vehicle with a one-time tax near the goods rate and a higher insurance premium.
 */
export const onRoadRuleSeeds = rows.flatMap(([state, rtoPercent, insurancePercent, otherCharges]) => [
  { state, vertical: 'truck' as const, rtoPercent, insurancePercent, otherCharges },
  {
    state,
    vertical: 'bus' as const,
    rtoPercent: round1(rtoPercent * 1.5 + 1),
    insurancePercent: round1(insurancePercent + 0.8),
    otherCharges: otherCharges + 15000,
  },
  {
    state,
    vertical: 'three-wheeler' as const,
    rtoPercent: round1(rtoPercent * 0.6),
    insurancePercent: round1(insurancePercent - 0.6),
    otherCharges: Math.round(otherCharges * 0.4),
  },
  {
    state,
    vertical: 'tractor' as const,
    rtoPercent: round1(Math.max(1, rtoPercent * 0.3)),
    insurancePercent: round1(insurancePercent - 1.2),
    otherCharges: Math.round(otherCharges * 0.5),
  },
  {
    state,
    vertical: 'infra' as const,
    rtoPercent: round1(rtoPercent + 1),
    insurancePercent: round1(insurancePercent + 0.5),
    otherCharges: otherCharges + 10000,
  },
]);
