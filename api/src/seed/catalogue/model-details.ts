import { truckLocalizedContent } from './truck-content';
import type { TruckSpecRow } from './truck-specs';

export interface DetailInput {
  vertical: string;
  brandSlug: string;
  brandName: string;
  slug: string;
  name: string;
  bodyType: string;
  fuelType: string;
  minPrice: number | null;
  maxPrice: number | null;
  status: string;
  /** Position of the model inside its brand (0 = flagship). */
  index: number;
  specs: TruckSpecRow | undefined;
}

const COLOURS = [
  'Arctic White',
  'Cherry Red',
  'Ocean Blue',
  'Silver Metallic',
  'Golden Yellow',
  'Forest Green',
];
const PROS: Record<string, string[]> = {
  mini: ['Low running cost for last-mile delivery', 'Easy to drive in narrow city lanes'],
  pickup: ['High payload for its class', 'Strong low-end torque on rural roads'],
  cargo: ['Wide choice of deck lengths', 'Proven engine with good service network'],
  dumper: ['Rugged chassis for mining and construction', 'High-strength tipper body'],
  trailer: ['High gross combination weight for long haul', 'Comfortable sleeper cabin'],
  electric: ['Near-zero running cost per km', 'Quiet, smooth drive with no tailpipe emissions'],
};
const CONS: Record<string, string[]> = {
  mini: ['Limited highway performance'],
  pickup: ['Basic cabin features'],
  cargo: ['Ride can be stiff when unladen'],
  dumper: ['High fuel consumption when fully loaded'],
  trailer: ['Needs a trained driver and wide turning space'],
  electric: ['Charging infrastructure still thin outside metros'],
};

const lakhText = (rupees: number) => `₹${(rupees / 100_000).toFixed(2)} lakh`;

function hash(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
  return h;
}

/** Detail columns of one model, derived deterministically from its seed and spec row. */
export function modelDetails(input: DetailInput) {
  const [gvwKg, payloadKg, engineCc, powerHp, torqueNm, wheels] = input.specs ?? [
    null,
    null,
    null,
    null,
    null,
    null,
  ];
  const electric = input.fuelType === 'electric';
  const h = hash(`${input.brandSlug}/${input.slug}`);
  const heavy = gvwKg !== null && gvwKg >= 12000;
  const priceAnswer =
    input.minPrice === null || input.maxPrice === null
      ? `The price of the ${input.name} is not announced yet: price coming soon.`
      : `The ${input.name} is priced from ${lakhText(input.minPrice)} to ${lakhText(input.maxPrice)} (ex-showroom).`;
  return {
    transmission: electric ? 'automatic' : 'manual',
    wheels,
    gvwKg,
    payloadKg,
    engineCc: electric || engineCc === 0 ? null : engineCc,
    powerHp,
    torqueNm,
    mileageKmpl:
      electric || gvwKg === null
        ? null
        : Math.round((heavy ? 3 + (h % 20) / 10 : 9 + (h % 80) / 10) * 10) / 10,
    fuelTankL: electric || gvwKg === null ? null : heavy ? 300 + (h % 4) * 50 : 30 + (h % 5) * 10,
    wheelbaseMm: gvwKg === null ? null : heavy ? 4200 + (h % 12) * 100 : 2100 + (h % 10) * 100,
    axle: wheels === null ? null : wheels >= 12 ? '8x4' : wheels >= 10 ? '6x4' : '4x2',
    chassisType: heavy ? 'Ladder frame, cab chassis' : 'Ladder frame',
    seating: heavy ? 'D+2' : 'D+1',
    drivingRangeKm: electric ? 150 + (h % 10) * 10 : null,
    batteryKwh: electric ? Math.round((20 + (h % 30)) * 10) / 10 : null,
    chargingTimeH: electric ? 4 + (h % 5) : null,
    warranty: electric
      ? '5 years / 1,25,000 km (battery 8 years)'
      : heavy
        ? '6 years / 6 lakh km (driveline)'
        : '3 years / 1,00,000 km',
    colours: [0, 1, 2].map((k) => COLOURS[(h + k * 2) % COLOURS.length]),
    // No photos: the site shows the generated pictures of /api/media/models (see media/model-art).
    angleImage: null,
    gallery: [],
    faq: [
      { question: `What is the price of the ${input.name}?`, answer: priceAnswer },
      {
        question: `What is the payload of the ${input.name}?`,
        answer:
          payloadKg === null
            ? 'Payload is not published yet.'
            : `${payloadKg.toLocaleString('en-IN')} kg, on a GVW of ${gvwKg?.toLocaleString('en-IN')} kg.`,
      },
      { question: `Which fuel does the ${input.name} use?`, answer: `It runs on ${input.fuelType}.` },
    ],
    pros: PROS[input.bodyType] ?? ['Trusted brand with a wide service network'],
    cons: CONS[input.bodyType] ?? ['Few optional features'],
    description: `The ${input.name} is a ${input.bodyType} ${input.vertical} from ${input.brandName}.`,
    // Trucks in five more languages; tractors and infra get theirs with their own content.
    localized: input.vertical === 'truck' ? truckLocalizedContent({ ...input, payloadKg, gvwKg }) : {},
    launchPeriod: `${2019 + (h % 6)}`,
    isPopular: input.index === 0 && input.status === 'on-sale',
    isLatest: input.status === 'on-sale' && h % 5 === 0,
    status360: input.index === 0 ? 'available' : 'none',
  };
}
