import type { ModelDetail, ModelSummary, VariantDetail, VehicleSpecs } from '@cvb/contracts';
import { aceSpecs } from '../testing/ace-specs';
import { aceDetail, aceSummary, aceVariants, CITIES } from './model-fixtures';

/** Test data of tractor and construction-machine pages, shaped as the API answers (new specs in `extraSpecs`). */
const machineSpecs = (specs: Partial<VehicleSpecs>): VehicleSpecs => ({
  ...aceSpecs,
  wheels: null,
  gvwKg: null,
  payloadKg: null,
  mileageKmpl: null,
  axle: null,
  chassisType: null,
  seating: null,
  ...specs,
});

export const tractorSpecs = machineSpecs({
  bodyType: 'utility',
  wheels: 4,
  engineCc: 2730,
  powerHp: 45,
  torqueNm: 170,
  fuelTankL: 48,
  wheelbaseMm: 1960,
  warranty: '6 years',
  extraSpecs: {
    ptoHp: 39.8,
    liftKg: 1500,
    drive: '4wd',
    cylinders: 4,
    gearbox: '8 F + 2 R',
    forwardGears: 8,
  },
});

export const backhoeSpecs = machineSpecs({
  bodyType: 'backhoe-loader',
  engineCc: 4400,
  powerHp: 76,
  fuelTankL: 160,
  warranty: '2 years / 3,000 hours',
  extraSpecs: { operatingWeightKg: 8_040, bucketCapacityM3: 1.1, maxDigDepthMm: 4_770 },
});

export const craneSpecs = machineSpecs({
  bodyType: 'crawler-crane',
  engineCc: 6700,
  powerHp: 240,
  fuelTankL: 400,
  warranty: '1 year',
  extraSpecs: { operatingWeightKg: 72_000, liftCapacityKg: 80_000 },
});

export const mixerSpecs = machineSpecs({
  bodyType: 'transit-mixer',
  engineCc: 5600,
  powerHp: 180,
  fuelTankL: 300,
  warranty: '2 years',
  extraSpecs: { operatingWeightKg: 12_500, drumCapacityM3: 6 },
});

interface Machine {
  vertical: 'tractor' | 'infra';
  brandSlug: string;
  brandName: string;
  slug: string;
  name: string;
  specs: VehicleSpecs;
}

export const MAHINDRA_575: Machine = {
  vertical: 'tractor',
  brandSlug: 'mahindra',
  brandName: 'Mahindra',
  slug: '575-di',
  name: 'Mahindra 575 DI',
  specs: tractorSpecs,
};
export const JCB_3DX: Machine = {
  vertical: 'infra',
  brandSlug: 'jcb',
  brandName: 'JCB',
  slug: '3dx-plus',
  name: 'JCB 3DX Plus',
  specs: backhoeSpecs,
};
export const SANY_SCC800A: Machine = {
  vertical: 'infra',
  brandSlug: 'sany',
  brandName: 'SANY',
  slug: 'scc800a',
  name: 'SANY SCC800A',
  specs: craneSpecs,
};
export const SCHWING_AM6: Machine = {
  vertical: 'infra',
  brandSlug: 'schwing-stetter',
  brandName: 'Schwing Stetter',
  slug: 'am-6',
  name: 'Schwing Stetter AM 6',
  specs: mixerSpecs,
};

export function machineSummary({ vertical, brandSlug, brandName, slug, name, specs }: Machine): ModelSummary {
  return {
    ...aceSummary,
    vertical,
    brandSlug,
    brandName,
    slug,
    name,
    bodyType: specs.bodyType,
    fuelType: specs.fuelType,
    transmission: specs.transmission,
    wheels: specs.wheels,
    gvwKg: null,
    payloadKg: null,
    powerHp: specs.powerHp,
    extraSpecs: specs.extraSpecs,
    angleImage: `/api/media/logos/${brandSlug}.svg`,
  };
}

const withSpecs = (specs: VehicleSpecs) => aceVariants().map((variant) => ({ ...variant, specs }));

export function machineDetail(machine: Machine): ModelDetail {
  const base = aceDetail();
  return {
    ...base,
    model: {
      ...base.model,
      ...machineSummary(machine),
      specs: machine.specs,
      colours: [],
      gallery: [],
      faq: [],
      pros: [],
      cons: [],
      description: `${machine.name} from ${machine.brandName}.`,
      status360: 'none',
    },
    variants: withSpecs(machine.specs),
    videos: [],
    expertReview: null,
  };
}

export function machineVariantDetail(machine: Machine): VariantDetail {
  const variants = withSpecs(machine.specs);
  return { model: machineSummary(machine), city: CITIES.delhi, variant: variants[0], variants };
}
