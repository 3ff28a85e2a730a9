import type { BrandSeed } from './catalogue-types';

/** Autos, cargo three-wheelers and e-rickshaws (₹ lakh). */
export const threeWheelerBrands: BrandSeed[] = [
  {
    slug: 'bajaj',
    name: 'Bajaj',
    popularity: 100,
    description: 'The RE auto-rickshaw is the default taxi of Indian towns; Maxima carries goods.',
    models: [
      { slug: 're-compact', name: 'Bajaj RE Compact', bodyType: 'passenger', fuelType: 'cng', minLakh: 2.4, maxLakh: 2.8 },
      { slug: 'maxima-cargo', name: 'Bajaj Maxima Cargo', bodyType: 'cargo', fuelType: 'diesel', minLakh: 2.7, maxLakh: 3.1 },
      { slug: 're-e-tec-9', name: 'Bajaj RE E-TEC 9.0', bodyType: 'passenger', fuelType: 'electric', minLakh: 3.1, maxLakh: 3.3 },
    ],
  },
  {
    slug: 'piaggio',
    name: 'Piaggio',
    popularity: 92,
    description: 'The Ape family of passenger and cargo three-wheelers, in diesel, CNG and electric.',
    models: [
      { slug: 'ape-city-plus', name: 'Piaggio Ape City+', bodyType: 'passenger', fuelType: 'cng', minLakh: 2.0, maxLakh: 2.6 },
      { slug: 'ape-nxt-plus', name: 'Piaggio Ape NXT+', bodyType: 'passenger', fuelType: 'diesel', minLakh: 2.3, maxLakh: 2.8 },
      { slug: 'ape-xtra-ldx', name: 'Piaggio Ape Xtra LDX', bodyType: 'cargo', fuelType: 'diesel', minLakh: 2.8, maxLakh: 3.3 },
      { slug: 'ape-e-city', name: 'Piaggio Ape E-City', bodyType: 'passenger', fuelType: 'electric', minLakh: 2.0, maxLakh: 2.5 },
    ],
  },
  {
    slug: 'mahindra',
    name: 'Mahindra',
    popularity: 90,
    description: 'Mahindra Last Mile Mobility leads electric three-wheelers with the Treo range.',
    models: [
      { slug: 'treo', name: 'Mahindra Treo', bodyType: 'passenger', fuelType: 'electric', minLakh: 3.0, maxLakh: 3.6 },
      { slug: 'treo-zor', name: 'Mahindra Treo Zor', bodyType: 'cargo', fuelType: 'electric', minLakh: 3.6, maxLakh: 3.9 },
      { slug: 'alfa-plus', name: 'Mahindra Alfa Plus', bodyType: 'cargo', fuelType: 'diesel', minLakh: 2.5, maxLakh: 2.9 },
    ],
  },
  {
    slug: 'tvs',
    name: 'TVS',
    popularity: 78,
    description: 'The King auto-rickshaw in petrol, CNG and LPG, and the King EV Max.',
    models: [
      { slug: 'king-deluxe', name: 'TVS King Deluxe', bodyType: 'passenger', fuelType: 'cng', minLakh: 2.0, maxLakh: 2.8 },
      { slug: 'king-ev-max', name: 'TVS King EV Max', bodyType: 'passenger', fuelType: 'electric', minLakh: 2.9, maxLakh: 3.1 },
    ],
  },
  {
    slug: 'atul',
    name: 'Atul',
    popularity: 60,
    description: 'Rajkot maker of the Gem and Shakti three-wheelers, strong in Gujarat and the west.',
    models: [
      { slug: 'gem-cargo', name: 'Atul Gem Cargo', bodyType: 'cargo', fuelType: 'diesel', minLakh: 1.8, maxLakh: 2.4 },
      { slug: 'shakti', name: 'Atul Shakti', bodyType: 'cargo', fuelType: 'diesel', minLakh: 2.2, maxLakh: 2.8 },
    ],
  },
  {
    slug: 'montra',
    name: 'Montra',
    popularity: 52,
    description: 'The Murugappa group’s electric three-wheeler brand.',
    models: [
      { slug: 'super-auto', name: 'Montra Super Auto', bodyType: 'passenger', fuelType: 'electric', minLakh: 3.0, maxLakh: 3.3 },
      { slug: 'super-cargo', name: 'Montra Super Cargo', bodyType: 'cargo', fuelType: 'electric', minLakh: 3.4, maxLakh: 3.7 },
    ],
  },
  {
    slug: 'euler',
    name: 'Euler',
    popularity: 48,
    description: 'The HiLoad EV is one of the largest-payload electric cargo three-wheelers.',
    models: [
      { slug: 'hiload-ev', name: 'Euler HiLoad EV', bodyType: 'cargo', fuelType: 'electric', minLakh: 3.9, maxLakh: 4.1 },
    ],
  },
  {
    slug: 'yc-electric',
    name: 'YC Electric',
    popularity: 44,
    description: 'One of the largest e-rickshaw makers, with the Yatri passenger range.',
    models: [
      { slug: 'yatri-super', name: 'YC Electric Yatri Super', bodyType: 'e-rickshaw', fuelType: 'electric', minLakh: 1.1, maxLakh: 1.5 },
      { slug: 'yatri-cart', name: 'YC Electric Yatri Cart', bodyType: 'cargo', fuelType: 'electric', minLakh: 1.2, maxLakh: 1.5 },
    ],
  },
  {
    slug: 'saera',
    name: 'Saera',
    popularity: 36,
    description: 'Delhi-NCR maker of Mayuri e-rickshaws.',
    models: [
      { slug: 'mayuri-pro', name: 'Saera Mayuri Pro', bodyType: 'e-rickshaw', fuelType: 'electric', minLakh: 1.2, maxLakh: 1.6 },
    ],
  },
  {
    slug: 'mini-metro',
    name: 'Mini Metro',
    popularity: 32,
    description: 'Kolkata-based e-rickshaw maker.',
    models: [
      { slug: 'e-rickshaw', name: 'Mini Metro E-Rickshaw', bodyType: 'e-rickshaw', fuelType: 'electric', minLakh: 1.1, maxLakh: 1.4 },
    ],
  },
];
