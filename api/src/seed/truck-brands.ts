import type { BrandSeed } from './catalogue-types';

/** Trucks and pickups, ex-showroom after the September 2025 GST cut (₹ lakh). */
export const truckBrands: BrandSeed[] = [
  {
    slug: 'tata-motors',
    name: 'Tata Motors',
    popularity: 100,
    description: 'India’s largest commercial-vehicle maker, from the Ace mini truck to Prima and Signa heavy trucks.',
    models: [
      { slug: 'ace-gold', name: 'Tata Ace Gold', bodyType: 'mini', fuelType: 'diesel', minLakh: 4.0, maxLakh: 6.7 },
      { slug: 'intra-v30', name: 'Tata Intra V30', bodyType: 'pickup', fuelType: 'diesel', minLakh: 7.3, maxLakh: 8.6 },
      { slug: 'lpt-1412', name: 'Tata LPT 1412', bodyType: 'cargo', fuelType: 'diesel', minLakh: 23, maxLakh: 25 },
      { slug: 'signa-4825-tk', name: 'Tata Signa 4825.TK', bodyType: 'dumper', fuelType: 'diesel', minLakh: 45, maxLakh: 60 },
      { slug: 'prima-4625-s', name: 'Tata Prima 4625.S', bodyType: 'trailer', fuelType: 'diesel', minLakh: 33, maxLakh: 38 },
    ],
  },
  {
    slug: 'mahindra',
    name: 'Mahindra',
    popularity: 95,
    description: 'Pickups that dominate rural India and the Blazo X range of heavy trucks with a mileage guarantee.',
    models: [
      { slug: 'jeeto', name: 'Mahindra Jeeto', bodyType: 'mini', fuelType: 'diesel', minLakh: 4.4, maxLakh: 5.3 },
      { slug: 'bolero-pik-up', name: 'Mahindra Bolero Pik-Up', bodyType: 'pickup', fuelType: 'diesel', minLakh: 9, maxLakh: 10.5 },
      { slug: 'bolero-city-pik-up', name: 'Mahindra Bolero City Pik-Up', bodyType: 'pickup', fuelType: 'diesel', minLakh: 8, maxLakh: 8.5 },
      { slug: 'blazo-x-28', name: 'Mahindra Blazo X 28', bodyType: 'cargo', fuelType: 'diesel', minLakh: 38, maxLakh: 44 },
      { slug: 'blazo-x-49', name: 'Mahindra Blazo X 49', bodyType: 'trailer', fuelType: 'diesel', minLakh: 45, maxLakh: 50 },
    ],
  },
  {
    slug: 'ashok-leyland',
    name: 'Ashok Leyland',
    popularity: 92,
    description: 'The Hinduja group’s truck and bus maker from Chennai, with the Dost light trucks and the modular AVTR range.',
    models: [
      { slug: 'dost-plus', name: 'Ashok Leyland Dost+', bodyType: 'pickup', fuelType: 'diesel', minLakh: 7.7, maxLakh: 8.3 },
      { slug: 'bada-dost', name: 'Ashok Leyland Bada Dost', bodyType: 'pickup', fuelType: 'diesel', minLakh: 8.5, maxLakh: 10.5 },
      { slug: 'avtr-2825', name: 'Ashok Leyland AVTR 2825', bodyType: 'cargo', fuelType: 'diesel', minLakh: 30, maxLakh: 38 },
      { slug: 'avtr-4825', name: 'Ashok Leyland AVTR 4825', bodyType: 'dumper', fuelType: 'diesel', minLakh: 48, maxLakh: 60 },
    ],
  },
  {
    slug: 'eicher',
    name: 'Eicher',
    popularity: 88,
    description: 'VE Commercial Vehicles, the Volvo–Eicher venture, known for the Pro series of light and medium trucks.',
    models: [
      { slug: 'pro-2049', name: 'Eicher Pro 2049', bodyType: 'small', fuelType: 'diesel', minLakh: 12.2, maxLakh: 13 },
      { slug: 'pro-2059-xp', name: 'Eicher Pro 2059 XP', bodyType: 'cargo', fuelType: 'diesel', minLakh: 15, maxLakh: 17 },
      { slug: 'pro-3015', name: 'Eicher Pro 3015', bodyType: 'cargo', fuelType: 'diesel', minLakh: 25, maxLakh: 27 },
    ],
  },
  {
    slug: 'bharatbenz',
    name: 'BharatBenz',
    popularity: 80,
    description: 'Daimler India Commercial Vehicles’ brand, built at Oragadam near Chennai.',
    models: [
      { slug: '1015r', name: 'BharatBenz 1015R', bodyType: 'cargo', fuelType: 'diesel', minLakh: 18, maxLakh: 20 },
      { slug: '1617r', name: 'BharatBenz 1617R', bodyType: 'cargo', fuelType: 'diesel', minLakh: 24, maxLakh: 27 },
      { slug: '2828c', name: 'BharatBenz 2828C', bodyType: 'dumper', fuelType: 'diesel', minLakh: 40, maxLakh: 45 },
    ],
  },
  {
    slug: 'maruti-suzuki',
    name: 'Maruti Suzuki',
    popularity: 72,
    description: 'The car maker’s one commercial vehicle, the Super Carry mini truck, sold through its commercial channel.',
    models: [
      { slug: 'super-carry', name: 'Maruti Suzuki Super Carry', bodyType: 'mini', fuelType: 'petrol', minLakh: 5.2, maxLakh: 6.1 },
      { slug: 'super-carry-cng', name: 'Maruti Suzuki Super Carry CNG', bodyType: 'mini', fuelType: 'cng', minLakh: 6, maxLakh: 6.5 },
    ],
  },
  {
    slug: 'volvo',
    name: 'Volvo',
    popularity: 62,
    description: 'Premium Swedish trucks for mining and long-haul, assembled in Hoskote, Karnataka.',
    models: [
      { slug: 'fmx-500-8x4', name: 'Volvo FMX 500 8×4', bodyType: 'dumper', fuelType: 'diesel', minLakh: 73, maxLakh: 78 },
      { slug: 'fm-420-4x2', name: 'Volvo FM 420 4×2', bodyType: 'trailer', fuelType: 'diesel', minLakh: 58, maxLakh: 65 },
    ],
  },
  {
    slug: 'sml-isuzu',
    name: 'SML Isuzu',
    popularity: 58,
    description: 'Ropar-based maker of light and intermediate trucks, now part of Mahindra.',
    models: [
      { slug: 'sartaj-hg-72', name: 'SML Isuzu Sartaj HG 72', bodyType: 'cargo', fuelType: 'diesel', minLakh: 14.5, maxLakh: 16.5 },
      { slug: 'samrat-gs', name: 'SML Isuzu Samrat GS', bodyType: 'cargo', fuelType: 'diesel', minLakh: 17, maxLakh: 19 },
    ],
  },
  {
    slug: 'isuzu',
    name: 'Isuzu',
    popularity: 50,
    description: 'Japanese pickup specialist whose D-Max commercial pickups are built at Sri City, Andhra Pradesh.',
    models: [
      { slug: 'd-max-regular-cab', name: 'Isuzu D-Max Regular Cab', bodyType: 'pickup', fuelType: 'diesel', minLakh: 10.5, maxLakh: 11.5 },
      { slug: 'd-max-s-cab', name: 'Isuzu D-Max S-CAB', bodyType: 'pickup', fuelType: 'diesel', minLakh: 13, maxLakh: 14.5 },
    ],
  },
  {
    slug: 'force-motors',
    name: 'Force Motors',
    popularity: 48,
    description: 'Pune maker of vans and light commercial vehicles, best known for the Traveller.',
    models: [
      { slug: 'traveller-delivery-van', name: 'Force Traveller Delivery Van', bodyType: 'cargo', fuelType: 'diesel', minLakh: 14, maxLakh: 16 },
      { slug: 'trump-40', name: 'Force Trump 40', bodyType: 'pickup', fuelType: 'diesel', minLakh: 5.5, maxLakh: 6.5, status: 'discontinued' },
    ],
  },
  {
    slug: 'piaggio',
    name: 'Piaggio',
    popularity: 46,
    description: 'The Italian group’s Indian arm, with the Porter range of small four-wheel cargo carriers.',
    models: [
      { slug: 'porter-700', name: 'Piaggio Porter 700', bodyType: 'mini', fuelType: 'diesel', minLakh: 4.5, maxLakh: 5, status: 'discontinued' },
      { slug: 'porter-np6', name: 'Piaggio Porter NP6', bodyType: 'electric', fuelType: 'electric', minLakh: 7.5, maxLakh: 8.5, status: 'upcoming' },
    ],
  },
  {
    slug: 'scania',
    name: 'Scania',
    popularity: 40,
    description: 'Swedish heavy trucks, in India mostly as tippers for mines and large construction sites.',
    models: [
      { slug: 'p-410-8x4-tipper', name: 'Scania P 410 8×4 Tipper', bodyType: 'dumper', fuelType: 'diesel', minLakh: 55, maxLakh: 65 },
      { slug: 'g-460-6x4', name: 'Scania G 460 6×4', bodyType: 'trailer', fuelType: 'diesel', minLakh: 60, maxLakh: 70 },
    ],
  },
  {
    slug: 'euler',
    name: 'Euler',
    popularity: 38,
    description: 'Delhi start-up building electric cargo vehicles, from the HiLoad three-wheeler to the Storm EV four-wheeler.',
    models: [
      { slug: 'storm-ev-longrange-200', name: 'Euler Storm EV LongRange 200', bodyType: 'electric', fuelType: 'electric', minLakh: 12.5, maxLakh: 13.5 },
      { slug: 'storm-ev-intercity-250', name: 'Euler Storm EV Intercity 250', bodyType: 'electric', fuelType: 'electric', minLakh: 13.5, maxLakh: 14.5 },
    ],
  },
  {
    slug: 'switch-mobility',
    name: 'Switch Mobility',
    popularity: 34,
    description: 'Ashok Leyland’s electric-vehicle company, making the IeV light trucks and electric buses.',
    models: [
      { slug: 'iev4', name: 'Switch IeV4', bodyType: 'electric', fuelType: 'electric', minLakh: 17, maxLakh: 19 },
      { slug: 'iev3', name: 'Switch IeV3', bodyType: 'electric', fuelType: 'electric', minLakh: 14, maxLakh: 16, status: 'upcoming' },
    ],
  },
];
