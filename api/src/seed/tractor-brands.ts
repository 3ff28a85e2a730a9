import type { BrandSeed } from './catalogue-types';

/** Tractors, after the GST cut from 12 % to 5 % (₹ lakh). Body type is the drive: 2wd or 4wd. */
export const tractorBrands: BrandSeed[] = [
  {
    slug: 'mahindra',
    name: 'Mahindra',
    popularity: 100,
    description: 'The world’s largest tractor maker by volume; the 575 DI and Arjun are farm favourites.',
    models: [
      { slug: '575-di', name: 'Mahindra 575 DI', bodyType: '2wd', fuelType: 'diesel', minLakh: 6.6, maxLakh: 7.2 },
      { slug: '275-di-tu', name: 'Mahindra 275 DI TU', bodyType: '2wd', fuelType: 'diesel', minLakh: 5.9, maxLakh: 6.3 },
      { slug: 'arjun-605-di', name: 'Mahindra Arjun 605 DI', bodyType: '2wd', fuelType: 'diesel', minLakh: 8.5, maxLakh: 9.2 },
      { slug: '255-di-power-plus', name: 'Mahindra 255 DI Power Plus', bodyType: '2wd', fuelType: 'diesel', minLakh: 4.2, maxLakh: 4.6 },
    ],
  },
  {
    slug: 'swaraj',
    name: 'Swaraj',
    popularity: 94,
    description: 'Punjab-born tractor brand of the Mahindra group, with the 744 FE and the compact Code.',
    models: [
      { slug: '744-fe', name: 'Swaraj 744 FE', bodyType: '2wd', fuelType: 'diesel', minLakh: 6.9, maxLakh: 7.4 },
      { slug: '855-fe', name: 'Swaraj 855 FE', bodyType: '2wd', fuelType: 'diesel', minLakh: 7.8, maxLakh: 8.4 },
      { slug: 'code', name: 'Swaraj Code', bodyType: '2wd', fuelType: 'diesel', minLakh: 2.6, maxLakh: 2.9 },
    ],
  },
  {
    slug: 'sonalika',
    name: 'Sonalika',
    popularity: 86,
    description: 'Hoshiarpur maker with one of the largest single tractor plants in the world.',
    models: [
      { slug: 'di-745-iii', name: 'Sonalika DI 745 III', bodyType: '2wd', fuelType: 'diesel', minLakh: 6.9, maxLakh: 7.3 },
      { slug: 'tiger-di-55-4wd', name: 'Sonalika Tiger DI 55 4WD', bodyType: '4wd', fuelType: 'diesel', minLakh: 9.4, maxLakh: 9.9 },
    ],
  },
  {
    slug: 'john-deere',
    name: 'John Deere',
    popularity: 82,
    description: 'American brand whose India-built 5000 series is popular for heavy tillage.',
    models: [
      { slug: '5050-d', name: 'John Deere 5050 D', bodyType: '2wd', fuelType: 'diesel', minLakh: 7.9, maxLakh: 8.5 },
      { slug: '5310-4wd', name: 'John Deere 5310 4WD', bodyType: '4wd', fuelType: 'diesel', minLakh: 10.5, maxLakh: 11.5 },
    ],
  },
  {
    slug: 'massey-ferguson',
    name: 'Massey Ferguson',
    popularity: 78,
    description: 'TAFE-built Massey Ferguson tractors, long-time sellers across the north and south.',
    models: [
      { slug: '1035-di', name: 'Massey Ferguson 1035 DI', bodyType: '2wd', fuelType: 'diesel', minLakh: 5.5, maxLakh: 6.0 },
      { slug: '241-di-dynatrack', name: 'Massey Ferguson 241 DI Dynatrack', bodyType: '2wd', fuelType: 'diesel', minLakh: 6.6, maxLakh: 7.1 },
    ],
  },
  {
    slug: 'eicher',
    name: 'Eicher',
    popularity: 66,
    description: 'TAFE-owned Eicher tractors, simple and frugal.',
    models: [
      { slug: '485', name: 'Eicher 485', bodyType: '2wd', fuelType: 'diesel', minLakh: 6.4, maxLakh: 6.9 },
      { slug: '380', name: 'Eicher 380', bodyType: '2wd', fuelType: 'diesel', minLakh: 5.6, maxLakh: 6.1 },
    ],
  },
  {
    slug: 'powertrac',
    name: 'Powertrac',
    popularity: 60,
    description: 'Escorts Kubota’s Powertrac brand, known for the Euro series.',
    models: [
      { slug: 'euro-50', name: 'Powertrac Euro 50', bodyType: '2wd', fuelType: 'diesel', minLakh: 8.1, maxLakh: 8.4 },
    ],
  },
  {
    slug: 'new-holland',
    name: 'New Holland',
    popularity: 58,
    description: 'CNH’s tractors made in Greater Noida, including the 3630 TX Plus.',
    models: [
      { slug: '3630-tx-plus', name: 'New Holland 3630 TX Plus', bodyType: '2wd', fuelType: 'diesel', minLakh: 8.9, maxLakh: 9.5 },
    ],
  },
  {
    slug: 'kubota',
    name: 'Kubota',
    popularity: 52,
    description: 'Japanese tractors with smooth four-cylinder engines, sold through Escorts Kubota.',
    models: [
      { slug: 'mu4501', name: 'Kubota MU4501', bodyType: '2wd', fuelType: 'diesel', minLakh: 8.3, maxLakh: 8.6 },
      { slug: 'mu4501-4wd', name: 'Kubota MU4501 4WD', bodyType: '4wd', fuelType: 'diesel', minLakh: 9.6, maxLakh: 10.0 },
    ],
  },
];
