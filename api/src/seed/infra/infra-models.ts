import type { INFRA_BODY_TYPES } from '@cvb/contracts';

export type InfraType = (typeof INFRA_BODY_TYPES)[number];

/**
 * Construction equipment on sale in India (ex-showroom ₹ lakh): [slug, name, type, engine hp, min lakh, max lakh,
 * operating weight kg, the type's own figure (bucket m³, lift kg, drum m³ or output m³/h; dig depth mm for
 * diggers is the sixth), status?].
 */
export type InfraRow = [
  slug: string,
  name: string,
  type: InfraType,
  hp: number,
  minLakh: number,
  maxLakh: number,
  operatingWeightKg: number,
  capacity: number,
  digDepthMm?: number,
  status?: 'upcoming',
];

export interface InfraBrandRow {
  slug: string;
  name: string;
  popularity: number;
  description: string;
  models: InfraRow[];
}

export const INFRA_BRANDS: InfraBrandRow[] = [
  {
    slug: 'jcb',
    name: 'JCB',
    popularity: 100,
    description: 'India’s best-selling backhoe loader brand, built in Ballabgarh and Pune.',
    models: [
      ['3dx', 'JCB 3DX', 'backhoe-loader', 76, 30, 36, 7_480, 1.1, 4_770],
      ['3dx-plus', 'JCB 3DX Plus', 'backhoe-loader', 76, 32, 37, 7_700, 1.1, 4_800],
      ['3dx-super', 'JCB 3DX Super', 'backhoe-loader', 92, 36, 41, 8_070, 1.1, 5_050],
      ['js205', 'JCB JS205', 'excavator', 138, 90, 100, 20_500, 0.9, 6_620],
      ['js140', 'JCB JS140', 'excavator', 93, 60, 68, 13_900, 0.6, 5_830],
      ['nxt-225lc', 'JCB NXT 225LC', 'excavator', 158, 95, 108, 22_600, 1.2, 6_700],
      ['432-zx', 'JCB 432 ZX', 'wheel-loader', 109, 55, 62, 10_900, 2.0],
      ['robot-135', 'JCB Robot 135', 'skid-steer-loader', 49, 18, 21, 2_700, 0.4],
      ['vm117', 'JCB VM117', 'compactor', 110, 42, 47, 11_500, 0],
      ['530-110', 'JCB 530-110 Loadall', 'forklift', 109, 70, 78, 10_900, 3_000],
      ['4dx', 'JCB 4DX', 'backhoe-loader', 92, 40, 45, 8_500, 1.3, 5_250, 'upcoming'],
    ],
  },
  {
    slug: 'mahindra',
    name: 'Mahindra Construction Equipment',
    popularity: 80,
    description: 'Mahindra’s EarthMaster backhoe loaders and RoadMaster graders, built in Chakan.',
    models: [
      ['earthmaster-sx', 'Mahindra EarthMaster SX', 'backhoe-loader', 74, 26, 30, 7_200, 1.1, 4_640],
      ['earthmaster-vx', 'Mahindra EarthMaster VX', 'backhoe-loader', 92, 29, 33, 7_700, 1.1, 4_760],
      ['roadmaster-g9075', 'Mahindra RoadMaster G9075', 'motor-grader', 90, 58, 64, 11_000, 0],
      ['roadmaster-g9595', 'Mahindra RoadMaster G9595', 'motor-grader', 94, 64, 70, 11_500, 0],
    ],
  },
  {
    slug: 'tata-hitachi',
    name: 'Tata Hitachi',
    popularity: 84,
    description: 'Kharagpur-built Hitachi excavators and the Shinrai backhoe loader.',
    models: [
      ['ex-200-lc-super-plus', 'Tata Hitachi EX 200 LC Super+', 'excavator', 140, 85, 95, 20_200, 0.9, 6_670],
      ['shinrai-pro', 'Tata Hitachi Shinrai Pro', 'backhoe-loader', 76, 28, 32, 7_600, 1.1, 4_770],
      ['ex-110-super-plus', 'Tata Hitachi EX 110 Super+', 'excavator', 87, 52, 58, 11_100, 0.5, 5_550],
      ['zaxis-220-lc-gi', 'Tata Hitachi ZAXIS 220 LC GI', 'excavator', 158, 98, 110, 22_000, 1.1, 6_700],
      ['ex-70-super-plus', 'Tata Hitachi EX 70 Super+', 'excavator', 59, 36, 41, 7_000, 0.3, 4_650],
      ['zw-225', 'Tata Hitachi ZW 225', 'wheel-loader', 183, 95, 104, 17_800, 3.4],
    ],
  },
  {
    slug: 'case',
    name: 'CASE',
    popularity: 70,
    description: 'CNH’s CASE backhoe loaders and compactors from Pithampur.',
    models: [
      ['770-ex', 'CASE 770 EX', 'backhoe-loader', 76, 28, 33, 7_530, 1.0, 4_800],
      ['851-fx', 'CASE 851 FX', 'backhoe-loader', 97, 31, 35, 8_200, 1.1, 5_200],
      ['1107-ex', 'CASE 1107 EX', 'compactor', 110, 40, 45, 11_300, 0],
      ['865-vhp', 'CASE 865 VHP', 'motor-grader', 173, 95, 105, 15_600, 0],
      ['sr220b', 'CASE SR220B', 'skid-steer-loader', 74, 24, 28, 3_400, 0.5],
    ],
  },
  {
    slug: 'cat',
    name: 'CAT',
    popularity: 76,
    description: 'Caterpillar machines from Thiruvallur: backhoe loaders, excavators and graders.',
    models: [
      ['424', 'CAT 424', 'backhoe-loader', 74, 32, 36, 7_700, 1.0, 4_630],
      ['320-gc', 'CAT 320 GC', 'excavator', 121, 95, 105, 20_400, 0.9, 6_720],
      ['313-gc', 'CAT 313 GC', 'excavator', 100, 68, 75, 13_700, 0.6, 5_800],
      ['120-gc', 'CAT 120 GC', 'motor-grader', 125, 85, 95, 13_200, 0],
      ['226d3', 'CAT 226D3', 'skid-steer-loader', 67, 30, 34, 2_900, 0.4],
      ['950-gc', 'CAT 950 GC', 'wheel-loader', 225, 120, 135, 18_400, 3.1],
    ],
  },
  {
    slug: 'komatsu',
    name: 'Komatsu',
    popularity: 60,
    description: 'Japanese excavators and wheel loaders, assembled in Chennai.',
    models: [
      ['pc210', 'Komatsu PC210', 'excavator', 148, 92, 102, 21_100, 1.0, 6_620],
      ['pc130', 'Komatsu PC130', 'excavator', 97, 62, 68, 12_800, 0.5, 5_500],
      ['wa320', 'Komatsu WA320', 'wheel-loader', 166, 98, 108, 15_200, 2.7],
    ],
  },
  {
    slug: 'volvo-ce',
    name: 'Volvo CE',
    popularity: 58,
    description: 'Volvo Construction Equipment from Bengaluru: excavators and soil compactors.',
    models: [
      ['ec210d', 'Volvo EC210D', 'excavator', 161, 98, 108, 21_300, 1.0, 6_700],
      ['ec140dl', 'Volvo EC140DL', 'excavator', 101, 66, 73, 14_000, 0.6, 5_850],
      ['sd110', 'Volvo SD110', 'compactor', 130, 44, 49, 11_000, 0],
    ],
  },
  {
    slug: 'l-and-t',
    name: 'L&T',
    popularity: 56,
    description: 'L&T Construction Equipment: Komatsu-designed excavators and L&T-made machines.',
    models: [
      ['pc210lc', 'L&T PC210LC', 'excavator', 148, 90, 100, 21_000, 1.0, 6_620],
      ['ex-130', 'L&T EX 130', 'excavator', 97, 58, 64, 12_800, 0.5, 5_500],
      ['4020-dx', 'L&T 4020 DX', 'compactor', 110, 39, 44, 11_200, 0],
    ],
  },
  {
    slug: 'sany',
    name: 'SANY',
    popularity: 66,
    description: 'SANY India’s Pune-built excavators, cranes and concrete machines.',
    models: [
      ['sy215', 'SANY SY215', 'excavator', 148, 88, 98, 21_500, 1.0, 6_660],
      ['sy140', 'SANY SY140', 'excavator', 97, 60, 68, 13_500, 0.6, 5_800],
      ['sy80', 'SANY SY80', 'excavator', 64, 38, 43, 7_800, 0.3, 4_700],
      ['sy365h', 'SANY SY365H', 'excavator', 282, 160, 180, 36_500, 1.9, 7_380],
      ['scc800a', 'SANY SCC800A', 'crawler-crane', 241, 240, 275, 72_000, 80_000],
      ['syg5270thb', 'SANY SYG5270THB 38 m Boom Pump', 'concrete-pump', 374, 180, 210, 26_000, 140],
      ['scc550e', 'SANY SCC550E', 'crawler-crane', 177, 165, 190, 48_500, 55_000, undefined, 'upcoming'],
    ],
  },
  {
    slug: 'ace',
    name: 'ACE',
    popularity: 74,
    description:
      'Action Construction Equipment of Faridabad, India’s largest maker of pick-and-carry cranes.',
    models: [
      ['nx-360', 'ACE NX 360', 'pick-and-carry-crane', 76, 18, 22, 10_500, 14_000],
      ['14xw', 'ACE 14XW', 'pick-and-carry-crane', 76, 15, 18, 9_800, 14_000],
      ['fx-150', 'ACE FX 150', 'pick-and-carry-crane', 92, 21, 25, 11_800, 15_000],
      ['sx-150', 'ACE SX 150', 'crawler-crane', 120, 60, 68, 16_500, 15_000],
      ['af-30d', 'ACE AF 30D', 'forklift', 48, 9, 11, 4_300, 3_000],
      ['tm-6', 'ACE TM 6 Transit Mixer', 'transit-mixer', 180, 25, 29, 10_500, 6],
      ['ax-124', 'ACE AX 124', 'backhoe-loader', 76, 24, 28, 7_300, 1.0, 4_600],
      ['asc-350', 'ACE ASC 350 Stationary Concrete Pump', 'concrete-pump', 75, 22, 26, 5_500, 30],
    ],
  },
  {
    slug: 'escorts',
    name: 'Escorts',
    popularity: 52,
    description: 'Escorts Kubota’s Hydra pick-and-carry cranes and backhoe loaders.',
    models: [
      ['hydra-14', 'Escorts Hydra 14', 'pick-and-carry-crane', 76, 14, 17, 9_900, 14_000],
      ['digmax-ii', 'Escorts Digmax II', 'backhoe-loader', 76, 25, 29, 7_400, 1.0, 4_650],
      ['f-15', 'Escorts F 15', 'pick-and-carry-crane', 92, 19, 23, 11_400, 15_000],
    ],
  },
  {
    slug: 'schwing-stetter',
    name: 'Schwing Stetter',
    popularity: 54,
    description: 'Concrete machines from Chennai: transit mixers, boom pumps and batching plants.',
    models: [
      ['am-6-ft', 'Schwing Stetter AM 6 FT Transit Mixer', 'transit-mixer', 185, 26, 30, 10_800, 6],
      ['am-7', 'Schwing Stetter AM 7 Transit Mixer', 'transit-mixer', 185, 28, 32, 11_200, 7],
      ['sp-1800', 'Schwing Stetter SP 1800 Concrete Pump', 'concrete-pump', 110, 38, 44, 6_900, 60],
      ['s-36-x', 'Schwing Stetter S 36 X Boom Pump', 'concrete-pump', 300, 150, 175, 24_500, 140],
    ],
  },
  {
    slug: 'ajax-fiori',
    name: 'Ajax Fiori',
    popularity: 50,
    description: 'Bengaluru’s self-loading concrete mixers: batch, carry and pour with one machine.',
    models: [
      ['argo-4000', 'Ajax Argo 4000', 'transit-mixer', 110, 34, 38, 7_800, 4],
      ['argo-2000', 'Ajax Argo 2000', 'transit-mixer', 74, 24, 27, 5_300, 2],
      ['crp-30', 'Ajax CRP 30 Concrete Pump', 'concrete-pump', 75, 20, 24, 5_200, 30],
    ],
  },
  {
    slug: 'bull',
    name: 'Bull',
    popularity: 48,
    description: 'Coimbatore-built Bull backhoe loaders and skid steers for contractors on a budget.',
    models: [
      ['hd-76', 'Bull HD 76', 'backhoe-loader', 76, 24, 30, 7_250, 1.0, 4_600],
      ['hd-100', 'Bull HD 100', 'backhoe-loader', 100, 30, 35, 8_000, 1.1, 4_900],
      ['ss-1200', 'Bull SS 1200', 'skid-steer-loader', 60, 16, 19, 2_900, 0.4],
    ],
  },
  {
    slug: 'hyundai-ce',
    name: 'Hyundai CE',
    popularity: 46,
    description: 'HD Hyundai Construction Equipment excavators, made in Chakan.',
    models: [
      ['hx220s', 'Hyundai HX220S', 'excavator', 163, 92, 102, 22_000, 1.1, 6_650],
      ['r140-9', 'Hyundai R140-9', 'excavator', 110, 60, 67, 13_500, 0.6, 5_900],
    ],
  },
  {
    slug: 'kobelco',
    name: 'Kobelco',
    popularity: 42,
    description: 'Fuel-saving Japanese excavators, popular in quarries and canal work.',
    models: [
      ['sk220xd', 'Kobelco SK220XD', 'excavator', 158, 94, 104, 22_400, 1.2, 6_700],
      ['sk140hd', 'Kobelco SK140HD', 'excavator', 98, 61, 68, 14_200, 0.6, 5_700],
    ],
  },
  {
    slug: 'liugong',
    name: 'LiuGong',
    popularity: 40,
    description: 'LiuGong India’s Pithampur-built wheel loaders and motor graders.',
    models: [
      ['856h', 'LiuGong 856H', 'wheel-loader', 220, 62, 70, 17_500, 3.0],
      ['4180d', 'LiuGong 4180D', 'motor-grader', 180, 70, 78, 15_400, 0],
      ['clg835h', 'LiuGong CLG835H', 'wheel-loader', 125, 40, 46, 10_800, 1.8],
    ],
  },
  {
    slug: 'develon',
    name: 'Develon',
    popularity: 38,
    description: 'The former Doosan construction equipment: crawler excavators for mines and highways.',
    models: [
      ['dx225lca', 'Develon DX225LCA', 'excavator', 165, 93, 103, 22_300, 1.2, 6_730],
      ['dx140lca', 'Develon DX140LCA', 'excavator', 109, 62, 69, 14_300, 0.6, 5_790],
    ],
  },
  {
    slug: 'godrej',
    name: 'Godrej',
    popularity: 36,
    description: 'Godrej Material Handling forklifts, diesel and electric, made in Mumbai.',
    models: [
      ['gx-300-d', 'Godrej GX 300 D Forklift', 'forklift', 48, 8, 10, 4_400, 3_000],
      ['uno-25e', 'Godrej Uno 25E Electric Forklift', 'forklift', 20, 9, 11, 3_900, 2_500],
    ],
  },
];
