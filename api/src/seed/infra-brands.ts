import type { BrandSeed } from './catalogue-types';

/** Construction equipment: backhoe loaders, excavators and pick-and-carry cranes (₹ lakh). */
export const infraBrands: BrandSeed[] = [
  {
    slug: 'jcb',
    name: 'JCB',
    popularity: 100,
    description:
      'So common that “JCB” is the Indian word for a backhoe loader; the 3DX is made in Ballabgarh.',
    models: [
      {
        slug: '3dx',
        name: 'JCB 3DX',
        bodyType: 'backhoe-loader',
        fuelType: 'diesel',
        minLakh: 30,
        maxLakh: 36,
      },
      {
        slug: 'js205',
        name: 'JCB JS205',
        bodyType: 'excavator',
        fuelType: 'diesel',
        minLakh: 90,
        maxLakh: 100,
      },
    ],
  },
  {
    slug: 'mahindra',
    name: 'Mahindra',
    popularity: 80,
    description: 'Mahindra Construction Equipment’s EarthMaster backhoe loaders.',
    models: [
      {
        slug: 'earthmaster-sx',
        name: 'Mahindra EarthMaster SX',
        bodyType: 'backhoe-loader',
        fuelType: 'diesel',
        minLakh: 26,
        maxLakh: 30,
      },
    ],
  },
  {
    slug: 'tata-hitachi',
    name: 'Tata Hitachi',
    popularity: 78,
    description:
      'Excavators and backhoe loaders from the Tata Motors–Hitachi venture in Kharagpur and Dharwad.',
    models: [
      {
        slug: 'ex-200-lc-super-plus',
        name: 'Tata Hitachi EX 200 LC Super+',
        bodyType: 'excavator',
        fuelType: 'diesel',
        minLakh: 85,
        maxLakh: 95,
      },
      {
        slug: 'shinrai-pro',
        name: 'Tata Hitachi Shinrai Pro',
        bodyType: 'backhoe-loader',
        fuelType: 'diesel',
        minLakh: 28,
        maxLakh: 32,
      },
    ],
  },
  {
    slug: 'case',
    name: 'CASE',
    popularity: 64,
    description: 'CNH’s construction brand, with the 770 EX backhoe loader built in Pithampur.',
    models: [
      {
        slug: '770-ex',
        name: 'CASE 770 EX',
        bodyType: 'backhoe-loader',
        fuelType: 'diesel',
        minLakh: 28,
        maxLakh: 33,
      },
      {
        slug: '851-fx',
        name: 'CASE 851 FX',
        bodyType: 'backhoe-loader',
        fuelType: 'diesel',
        minLakh: 31,
        maxLakh: 35,
      },
    ],
  },
  {
    slug: 'cat',
    name: 'CAT',
    popularity: 62,
    description: 'Caterpillar’s backhoe loaders and excavators for contractors and mines.',
    models: [
      {
        slug: '424',
        name: 'CAT 424',
        bodyType: 'backhoe-loader',
        fuelType: 'diesel',
        minLakh: 32,
        maxLakh: 36,
      },
      {
        slug: '320-gc',
        name: 'CAT 320 GC',
        bodyType: 'excavator',
        fuelType: 'diesel',
        minLakh: 95,
        maxLakh: 105,
      },
    ],
  },
  {
    slug: 'sany',
    name: 'SANY',
    popularity: 56,
    description: 'Chinese excavator leader with a large plant in Chakan, Pune.',
    models: [
      {
        slug: 'sy215',
        name: 'SANY SY215',
        bodyType: 'excavator',
        fuelType: 'diesel',
        minLakh: 88,
        maxLakh: 98,
      },
      {
        slug: 'sy140',
        name: 'SANY SY140',
        bodyType: 'excavator',
        fuelType: 'diesel',
        minLakh: 60,
        maxLakh: 68,
      },
    ],
  },
  {
    slug: 'ace',
    name: 'ACE',
    popularity: 54,
    description: 'Action Construction Equipment, India’s leading maker of pick-and-carry cranes.',
    models: [
      { slug: '14xw', name: 'ACE 14XW', bodyType: 'crane', fuelType: 'diesel', minLakh: 15, maxLakh: 18 },
      { slug: 'fx-150', name: 'ACE FX 150', bodyType: 'crane', fuelType: 'diesel', minLakh: 18, maxLakh: 22 },
    ],
  },
  {
    slug: 'bull',
    name: 'Bull',
    popularity: 40,
    description: 'Coimbatore maker of backhoe loaders for budget-conscious owners.',
    models: [
      {
        slug: 'hd-76',
        name: 'Bull HD 76',
        bodyType: 'backhoe-loader',
        fuelType: 'diesel',
        minLakh: 24,
        maxLakh: 30,
      },
      {
        slug: 'hd-100',
        name: 'Bull HD 100',
        bodyType: 'backhoe-loader',
        fuelType: 'diesel',
        minLakh: 30,
        maxLakh: 35,
      },
    ],
  },
];
