import type { BrandSeed } from './catalogue-types';

/** Buses: school and staff 15–40 lakh, coaches 40–190 lakh, electric city buses above a crore. */
export const busBrands: BrandSeed[] = [
  {
    slug: 'tata-motors',
    name: 'Tata Motors',
    popularity: 100,
    description: 'School, staff, city and intercity buses from the Starbus, Ultra and Magna families, and the Ultra EV.',
    models: [
      { slug: 'starbus-school', name: 'Tata Starbus School 40', bodyType: 'school', fuelType: 'diesel', minLakh: 24, maxLakh: 30 },
      { slug: 'ultra-staff', name: 'Tata Ultra Staff', bodyType: 'staff', fuelType: 'diesel', minLakh: 22, maxLakh: 28 },
      { slug: 'magna', name: 'Tata Magna Coach', bodyType: 'tourist', fuelType: 'diesel', minLakh: 42, maxLakh: 52 },
      { slug: 'ultra-ev-9m', name: 'Tata Ultra EV 9m', bodyType: 'passenger', fuelType: 'electric', minLakh: 120, maxLakh: 150 },
    ],
  },
  {
    slug: 'ashok-leyland',
    name: 'Ashok Leyland',
    popularity: 96,
    description: 'The largest supplier of state-transport buses, from the Lynx minibus to the Falcon coach.',
    models: [
      { slug: 'lynx', name: 'Ashok Leyland Lynx', bodyType: 'staff', fuelType: 'diesel', minLakh: 15, maxLakh: 20 },
      { slug: 'oyster', name: 'Ashok Leyland Oyster', bodyType: 'school', fuelType: 'diesel', minLakh: 18, maxLakh: 25 },
      { slug: 'viking', name: 'Ashok Leyland Viking', bodyType: 'passenger', fuelType: 'diesel', minLakh: 25, maxLakh: 32 },
      { slug: 'falcon', name: 'Ashok Leyland Falcon', bodyType: 'tourist', fuelType: 'diesel', minLakh: 35, maxLakh: 45 },
    ],
  },
  {
    slug: 'eicher',
    name: 'Eicher',
    popularity: 86,
    description: 'Skyline and Starline buses for schools, companies and tour operators.',
    models: [
      { slug: 'skyline-pro', name: 'Eicher Skyline Pro', bodyType: 'school', fuelType: 'diesel', minLakh: 15, maxLakh: 22 },
      { slug: 'starline', name: 'Eicher Starline', bodyType: 'staff', fuelType: 'diesel', minLakh: 16, maxLakh: 20 },
    ],
  },
  {
    slug: 'force-motors',
    name: 'Force Motors',
    popularity: 84,
    description: 'The Traveller van seats 9 to 26; the Urbania brings car-like comfort to premium vans.',
    models: [
      { slug: 'traveller', name: 'Force Traveller', bodyType: 'van', fuelType: 'diesel', minLakh: 13, maxLakh: 21 },
      { slug: 'urbania', name: 'Force Urbania', bodyType: 'van', fuelType: 'diesel', minLakh: 30, maxLakh: 37 },
    ],
  },
  {
    slug: 'bharatbenz',
    name: 'BharatBenz',
    popularity: 74,
    description: 'Front-engine school buses and rear-engine coaches on Mercedes-Benz know-how.',
    models: [
      { slug: '1017-school-bus', name: 'BharatBenz 1017 School Bus', bodyType: 'school', fuelType: 'diesel', minLakh: 25, maxLakh: 28 },
      { slug: '1624-coach', name: 'BharatBenz 1624 Coach', bodyType: 'tourist', fuelType: 'diesel', minLakh: 45, maxLakh: 55 },
    ],
  },
  {
    slug: 'volvo',
    name: 'Volvo',
    popularity: 70,
    description: 'The name Indians use for any luxury intercity coach; the 9600 is built in Hoskote.',
    models: [
      { slug: '9600', name: 'Volvo 9600', bodyType: 'tourist', fuelType: 'diesel', minLakh: 150, maxLakh: 190 },
    ],
  },
  {
    slug: 'olectra',
    name: 'Olectra',
    popularity: 60,
    description: 'Hyderabad-based electric bus maker with large fleets running for state transport undertakings.',
    models: [
      { slug: 'k9', name: 'Olectra K9', bodyType: 'passenger', fuelType: 'electric', minLakh: 140, maxLakh: 160 },
      { slug: 'k7', name: 'Olectra K7', bodyType: 'passenger', fuelType: 'electric', minLakh: 110, maxLakh: 125 },
    ],
  },
  {
    slug: 'pmi-electro-mobility',
    name: 'PMI Electro Mobility',
    popularity: 52,
    description: 'Electric city and intercity buses, a large supplier under the gross-cost contract model.',
    models: [
      { slug: 'urban-9m', name: 'PMI Urban 9m', bodyType: 'passenger', fuelType: 'electric', minLakh: 115, maxLakh: 130 },
      { slug: 'urban-12m', name: 'PMI Urban 12m', bodyType: 'passenger', fuelType: 'electric', minLakh: 145, maxLakh: 165 },
    ],
  },
  {
    slug: 'jbm',
    name: 'JBM',
    popularity: 50,
    description: 'JBM Auto’s Ecolife electric buses serve city, staff and airport routes.',
    models: [
      { slug: 'ecolife-9m', name: 'JBM Ecolife 9m', bodyType: 'passenger', fuelType: 'electric', minLakh: 110, maxLakh: 125 },
      { slug: 'ecolife-12m', name: 'JBM Ecolife 12m', bodyType: 'passenger', fuelType: 'electric', minLakh: 140, maxLakh: 160 },
    ],
  },
  {
    slug: 'switch-mobility',
    name: 'Switch Mobility',
    popularity: 46,
    description: 'Electric buses from Ashok Leyland’s EV arm, including the low-floor EiV 12.',
    models: [
      { slug: 'eiv-12', name: 'Switch EiV 12', bodyType: 'passenger', fuelType: 'electric', minLakh: 150, maxLakh: 170 },
    ],
  },
  {
    slug: 'eka-mobility',
    name: 'EKA Mobility',
    popularity: 40,
    description: 'Pune electric-bus start-up building the EKA 9 city bus.',
    models: [
      { slug: 'eka-9', name: 'EKA 9', bodyType: 'passenger', fuelType: 'electric', minLakh: 100, maxLakh: 120 },
    ],
  },
];
