import type { CitySeed } from './cities';

export interface DealerSeed {
  brandSlug: string;
  kind: 'dealer' | 'service-centre';
  name: string;
  address: string;
  city: string;
  citySlug: string;
  state: string;
  pincode: string;
  phone: string;
}

const FIRMS = [
  'Sai Motors',
  'Shree Ganesh Automobiles',
  'Balaji Commercial Vehicles',
  'Vijay Auto Agencies',
  'Laxmi Motors',
  'Jai Bharat Automotive',
  'Kamal Trucking Solutions',
  'Shakti Automobiles',
  'Annapurna Motors',
  'Sri Venkateswara Vehicles',
  'Gurukripa Motors',
  'Metro Commercials',
];
/** Tractor dealers sit on the mandi and highway roads farmers use. */
export const TRACTOR_FIRMS = [
  'Shree Balaji Tractors',
  'Kisan Agro Agencies',
  'Annadata Tractors',
  'Jai Jawan Jai Kisan Motors',
  'Gurudev Farm Equipment',
  'Sai Krishi Kendra',
  'Dharti Tractors',
  'Bhoomi Agro Sales',
];
/** Construction-equipment dealers and rental yards. */
export const EQUIPMENT_FIRMS = [
  'Sai Earthmovers',
  'Shree Infra Equipment',
  'Prime Construction Machinery',
  'Bharat Earthmoving Services',
  'Mahalaxmi Equipments',
  'Sahyadri Cranes and Machines',
  'Unique Infra Solutions',
  'Southern Earthmovers',
];

const ROADS = [
  'Transport Nagar',
  'NH Bypass Road',
  'Industrial Area Phase 2',
  'Ring Road',
  'GT Road',
  'MIDC Area',
  'Station Road',
  'Auto Nagar',
];

/**
 * Deterministic dealer network: the brand at index 0 (the market leader) has a dealer and a service centre in
 * every city; brand j has a dealer in city i when (i + j) % 3 === 0 and a service centre too when (i + j) % 6 === 0.
 */
export function dealerSeeds(
  brandSlugs: readonly string[],
  brandNames: readonly string[],
  cities: readonly CitySeed[],
  firms: readonly string[] = FIRMS,
): DealerSeed[] {
  const seeds: DealerSeed[] = [];
  cities.forEach((city, i) => {
    brandSlugs.forEach((brandSlug, j) => {
      const kinds: DealerSeed['kind'][] =
        j === 0
          ? ['dealer', 'service-centre']
          : (i + j) % 6 === 0
            ? ['dealer', 'service-centre']
            : (i + j) % 3 === 0
              ? ['dealer']
              : [];
      kinds.forEach((kind, k) => {
        const n = i * 31 + j * 7 + k;
        const firm = firms[n % firms.length];
        seeds.push({
          brandSlug,
          kind,
          name: `${firm} (${brandNames[j]}${kind === 'service-centre' ? ' Service' : ''})`,
          address: `Plot ${10 + (n % 180)}, ${ROADS[n % ROADS.length]}, ${city.name}`,
          city: city.name,
          citySlug: city.slug,
          state: city.state,
          pincode: String(city.pincode + (n % 9)),
          phone: `9${String(800000000 + ((n * 7919) % 199999999)).padStart(9, '0')}`,
        });
      });
    });
  });
  return seeds;
}
