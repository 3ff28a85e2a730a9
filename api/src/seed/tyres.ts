export type TyreSegment = 'truck' | 'tractor' | 'three-wheeler';

export interface TyreModelSeed {
  slug: string;
  name: string;
  size: string;
  segment: TyreSegment;
  price: number;
  status?: 'on-sale' | 'upcoming' | 'expired';
}

export interface TyreBrandSeed {
  slug: string;
  name: string;
  popularity: number;
  models: TyreModelSeed[];
}

/** Tyre brands; the brand's segments are derived from its models. Prices in rupees per tyre. */
export const tyreBrandSeeds: TyreBrandSeed[] = [
  {
    slug: 'mrf',
    name: 'MRF',
    popularity: 100,
    models: [
      {
        slug: 'steel-muscle-s3c8',
        name: 'MRF Steel Muscle S3C8',
        size: '295/80R22.5',
        segment: 'truck',
        price: 24500,
      },
      { slug: 'super-lug-80', name: 'MRF Super Lug 80', size: '10.00-20', segment: 'truck', price: 19200 },
      { slug: 'shakti-life', name: 'MRF Shakti Life', size: '13.6-28', segment: 'tractor', price: 16800 },
    ],
  },
  {
    slug: 'apollo',
    name: 'Apollo',
    popularity: 95,
    models: [
      {
        slug: 'endurace-rd',
        name: 'Apollo EnduRace RD',
        size: '295/80R22.5',
        segment: 'truck',
        price: 25800,
      },
      {
        slug: 'krishak-premium',
        name: 'Apollo Krishak Premium',
        size: '14.9-28',
        segment: 'tractor',
        price: 18900,
      },
      {
        slug: 'amar-deluxe',
        name: 'Apollo Amar Deluxe',
        size: '4.00-8',
        segment: 'three-wheeler',
        price: 1950,
      },
    ],
  },
  {
    slug: 'ceat',
    name: 'CEAT',
    popularity: 90,
    models: [
      { slug: 'winmile-r', name: 'CEAT Winmile-R', size: '295/80R22.5', segment: 'truck', price: 23400 },
      { slug: 'farmax-r1', name: 'CEAT Farmax R1', size: '13.6-28', segment: 'tractor', price: 15600 },
      { slug: 'buland-3w', name: 'CEAT Buland 3W', size: '4.00-8', segment: 'three-wheeler', price: 1800 },
    ],
  },
  {
    slug: 'jk-tyre',
    name: 'JK Tyre',
    popularity: 88,
    models: [
      { slug: 'jetsteel-jdh', name: 'JK JetSteel JDH', size: '295/80R22.5', segment: 'truck', price: 24100 },
      { slug: 'jet-xtra-xlm', name: 'JK Jet Xtra XLM', size: '10.00-20', segment: 'truck', price: 18300 },
      { slug: 'sona-1', name: 'JK Sona-1', size: '6.00-16', segment: 'tractor', price: 3600 },
    ],
  },
  {
    slug: 'bridgestone',
    name: 'Bridgestone',
    popularity: 76,
    models: [
      { slug: 'r156', name: 'Bridgestone R156', size: '295/80R22.5', segment: 'truck', price: 27900 },
      { slug: 'm840', name: 'Bridgestone M840', size: '295/80R22.5', segment: 'truck', price: 28600 },
    ],
  },
  {
    slug: 'michelin',
    name: 'Michelin',
    popularity: 72,
    models: [
      { slug: 'x-multi-z', name: 'Michelin X Multi Z', size: '295/80R22.5', segment: 'truck', price: 29800 },
      { slug: 'x-multi-d', name: 'Michelin X Multi D', size: '295/80R22.5', segment: 'truck', price: 30500 },
    ],
  },
  {
    slug: 'goodyear',
    name: 'Goodyear',
    popularity: 68,
    models: [
      {
        slug: 'vajra-super-10-00-20',
        name: 'Goodyear Vajra Super',
        size: '10.00-20',
        segment: 'truck',
        price: 19600,
      },
      {
        slug: 'vajra-super-7-50-16',
        name: 'Goodyear Vajra Super LCV',
        size: '7.50-16',
        segment: 'truck',
        price: 9400,
      },
      {
        slug: 'sure-grip',
        name: 'Goodyear Sure Grip',
        size: '13.6-28',
        segment: 'tractor',
        price: 16200,
        status: 'expired',
      },
    ],
  },
  {
    slug: 'birla',
    name: 'Birla',
    popularity: 50,
    models: [
      { slug: 'bt-super-lug', name: 'Birla BT Super Lug', size: '10.00-20', segment: 'truck', price: 16400 },
      { slug: 'kisan-rear', name: 'Birla Kisan Rear', size: '13.6-28', segment: 'tractor', price: 14300 },
    ],
  },
  {
    slug: 'tvs-eurogrip',
    name: 'TVS Eurogrip',
    popularity: 58,
    models: [
      { slug: 'king-3w', name: 'TVS Eurogrip King', size: '4.00-8', segment: 'three-wheeler', price: 1750 },
      { slug: 'duro-3w', name: 'TVS Eurogrip Duro', size: '4.00-8', segment: 'three-wheeler', price: 1600 },
      {
        slug: 'agro-rear',
        name: 'TVS Eurogrip Agro Rear',
        size: '13.6-28',
        segment: 'tractor',
        price: 14800,
      },
    ],
  },
  {
    slug: 'continental',
    name: 'Continental',
    popularity: 45,
    models: [
      { slug: 'hsr2', name: 'Continental HSR2', size: '295/80R22.5', segment: 'truck', price: 28900 },
      {
        slug: 'hdr2',
        name: 'Continental HDR2',
        size: '295/80R22.5',
        segment: 'truck',
        price: 29600,
        status: 'upcoming',
      },
    ],
  },
];
