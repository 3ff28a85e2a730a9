/** What the expert review of a model is written from. Prices in rupees. */
export interface ReviewedModel {
  slug: string;
  name: string;
  bodyType: string;
  fuelType: string;
  status: string;
  minPrice: number | null;
  maxPrice: number | null;
  expectedPrice: number | null;
  expectedLaunch: string | null;
  gvwKg: number | null;
  payloadKg: number | null;
  engineCc: number | null;
  powerHp: number | null;
  torqueNm: number | null;
  batteryKwh: number | null;
  drivingRangeKm: number | null;
}

export interface ExpertReviewText {
  title: string;
  verdict: string;
  author: string;
  rating: number;
  publishedAt: string;
}

interface Character {
  tagline: string;
  opener: string;
  rating: number;
}

/** The well-known models, in the words a trade journalist would use for them. */
const CHARACTERS: Record<string, Character> = {
  'ace-gold': {
    tagline: 'the last-mile workhorse',
    opener:
      'The Ace Gold is the "chhota haathi" that built India’s last-mile trade: a small, frugal workhorse that kirana suppliers, vegetable vendors and parcel operators run from dawn to late night.',
    rating: 4.4,
  },
  'ace-pro': {
    tagline: 'the cheapest way into an Ace',
    opener:
      'The Ace Pro is the most affordable door into the Ace family, a petrol mini truck for first-time owners who move light loads inside one city.',
    rating: 4.0,
  },
  'ace-ev': {
    tagline: 'the Ace goes electric',
    opener:
      'The Ace EV takes the Ace formula electric for e-commerce and FMCG fleets that run fixed city routes and can charge overnight at the depot.',
    rating: 4.2,
  },
  'intra-v30': {
    tagline: 'a pickup with a car-like cabin',
    opener:
      'The Intra V30 is Tata’s modern answer to the Bolero Pik-Up, with a more car-like cabin for owners who mix city deliveries with highway runs.',
    rating: 4.2,
  },
  'lpt-1412': {
    tagline: 'the regional distribution regular',
    opener:
      'The LPT 1412 is a proven intermediate truck for regional distribution, the kind that carries FMCG, parcel and market-yard loads 200 to 300 km a day without fuss.',
    rating: 4.1,
  },
  'signa-4825-tk': {
    tagline: 'made for the quarry',
    opener:
      'The Signa 4825.TK is a 16-wheel tipper built for mines and quarries, where a tough chassis and a big tipping body matter more than cabin comfort.',
    rating: 4.3,
  },
  'prima-4625-s': {
    tagline: 'a long-haul tractor-head',
    opener:
      'The Prima 4625.S is a tractor-head for long-haul container and bulk freight, with a cabin designed for drivers who spend days on the road.',
    rating: 4.2,
  },
  jeeto: {
    tagline: 'the frugal small-load carrier',
    opener:
      'The Jeeto is Mahindra’s modular mini truck, taking on the Ace with a low running cost and a deck sized for small traders.',
    rating: 4.0,
  },
  'bolero-pik-up': {
    tagline: 'rural India’s favourite pickup',
    opener:
      'The Bolero Pik-Up is the pickup rural India trusts: a tough, simple load carrier that shrugs off broken roads and long working days.',
    rating: 4.4,
  },
  'blazo-x-49': {
    tagline: 'haulage sold on mileage',
    opener:
      'The Blazo X 49 is Mahindra’s haulage tractor-trailer, sold on a mileage guarantee to fleet owners who count every litre on long routes.',
    rating: 4.2,
  },
  'dost-plus': {
    tagline: 'a roomy light pickup',
    opener:
      'The Dost+ is Ashok Leyland’s light pickup for intra-city goods, with a roomier cabin than most rivals in its class.',
    rating: 4.0,
  },
  'pro-2049': {
    tagline: 'the step up from a pickup',
    opener:
      'The Pro 2049 is a small truck just under 5 tonnes GVW for city distributors who have outgrown a pickup but do not need a medium-duty truck.',
    rating: 4.1,
  },
  '1617r': {
    tagline: 'the durable medium-duty hauler',
    opener:
      'The 1617R is BharatBenz’s medium-duty haulage truck, known for a durable drivetrain and long service intervals that keep it on the road.',
    rating: 4.3,
  },
  'super-carry': {
    tagline: 'car-like manners, mini-truck work',
    opener:
      'The Super Carry brings Maruti Suzuki’s car-like refinement and vast service reach to the mini-truck segment.',
    rating: 4.1,
  },
  'fmx-500-8x4': {
    tagline: 'premium muscle for big mines',
    opener:
      'The FMX 500 is Volvo’s premium 8×4 tipper for large mining contracts, where uptime and productivity justify its higher price.',
    rating: 4.5,
  },
};

interface Role {
  tagline: string;
  opener: (name: string) => string;
  judgement: string;
}

const ROLES: Record<string, Role> = {
  mini: {
    tagline: 'the last-mile workhorse',
    opener: (name) =>
      `The ${name} is a mini truck for last-mile delivery, built to carry small loads through crowded markets at a low cost per trip.`,
    judgement:
      'It is cheap to run and easy to park in a busy bazaar, but it runs out of breath on highways with a full load.',
  },
  pickup: {
    tagline: 'a load carrier for town and village',
    opener: (name) =>
      `The ${name} is a pickup for owners who carry farm produce, building material and parcels between towns and villages.`,
    judgement:
      'It carries more than its size suggests and pulls well at low speeds on rural roads, though the cabin stays basic.',
  },
  cargo: {
    tagline: 'built to keep earning',
    opener: (name) =>
      `The ${name} is a cargo truck for distribution work, the kind fleet owners buy to run the same routes day after day.`,
    judgement:
      'A wide choice of deck lengths and a service network in most district towns keep it earning, though the ride is stiff when it runs empty.',
  },
  dumper: {
    tagline: 'made for the site',
    opener: (name) =>
      `The ${name} is a tipper for construction and mining sites, where a strong chassis and a quick tipping cycle decide the earnings.`,
    judgement:
      'Its chassis and tipper body take the abuse of quarry work well, but fuel use climbs steeply when it is fully loaded.',
  },
  trailer: {
    tagline: 'a long-haul companion',
    opener: (name) =>
      `The ${name} is a tractor-trailer for long-haul freight, pulling containers and bulk cargo across state borders.`,
    judgement:
      'The sleeper cabin makes long stints bearable and the pulling power is ample, but it needs a trained driver and room to turn.',
  },
  electric: {
    tagline: 'cheap kilometres on city routes',
    opener: (name) =>
      `The ${name} is an electric goods carrier for fixed city routes, where a low running cost and zero tailpipe emissions count most.`,
    judgement:
      'Each kilometre costs a fraction of diesel and the drive is quiet, but charging points are still thin outside the metros.',
  },
};

const AUTHORS = [
  'Rakesh Menon',
  'Priya Deshpande',
  'Arvind Sharma',
  'Harpreet Singh Gill',
  'Karthik Subramanian',
  'Sneha Kulkarni',
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function hash(text: string): number {
  let h = 11;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
  return h;
}

const grouped = (value: number) => value.toLocaleString('en-IN');
const lakh = (rupees: number) =>
  rupees >= 10_000_000
    ? `₹${(rupees / 10_000_000).toFixed(2)} crore`
    : `₹${(rupees / 100_000).toFixed(2)} lakh`;

/** "Its 702 cc engine makes 20 hp and 45 Nm …": the numbers that matter to a buyer, from the specs. */
function specSentence(model: ReviewedModel): string | null {
  const load =
    model.payloadKg !== null && model.gvwKg !== null
      ? `a payload of ${grouped(model.payloadKg)} kg on a GVW of ${grouped(model.gvwKg)} kg`
      : null;
  const pull =
    model.powerHp !== null && model.torqueNm !== null ? `${model.powerHp} hp and ${model.torqueNm} Nm` : null;
  if (model.fuelType === 'electric' && model.batteryKwh !== null && model.drivingRangeKm !== null) {
    return `Its ${model.batteryKwh} kWh battery gives a claimed range of ${model.drivingRangeKm} km${
      pull ? `, with ${pull} on tap` : ''
    }${load ? ` for ${load}` : ''}.`;
  }
  if (pull === null || load === null) return null;
  const engine = model.engineCc === null ? 'Its engine' : `Its ${grouped(model.engineCc)} cc engine`;
  return `${engine} makes ${pull}, enough for ${load}.`;
}

function launchMonth(expectedLaunch: string): string {
  const [year, month] = expectedLaunch.split('-').map(Number);
  return month >= 1 && month <= 12 ? `${MONTHS[month - 1]} ${year}` : expectedLaunch;
}

function closing(model: ReviewedModel, rating: number): string {
  if (model.status === 'upcoming') {
    const when = model.expectedLaunch
      ? ` at its launch, expected in ${launchMonth(model.expectedLaunch)}`
      : '';
    const price =
      model.expectedPrice === null ? '' : ` We expect a price of around ${lakh(model.expectedPrice)}${when}.`;
    return `${price} Wait for the launch and a test drive before you commit.`.trim();
  }
  if (model.minPrice === null || model.maxPrice === null) {
    return 'Prices are not announced yet, so wait for them before you decide.';
  }
  const range =
    model.minPrice === model.maxPrice
      ? `At ${lakh(model.minPrice)} ex-showroom`
      : `At ${lakh(model.minPrice)} to ${lakh(model.maxPrice)} ex-showroom`;
  const advice =
    rating >= 4.3
      ? 'it is one of the best buys in its class'
      : rating >= 4.0
        ? 'it is a sound buy for the work it is made for'
        : 'it is worth a look, but compare its rivals before you sign';
  return `${range}, ${advice}.`;
}

/** The expert review of a model: written from its character (well-known models) or its role and specs. */
export function expertReviewText(model: ReviewedModel): ExpertReviewText {
  const h = hash(model.slug);
  const role = ROLES[model.bodyType] ?? ROLES.cargo;
  const character = CHARACTERS[model.slug];
  const rating = character?.rating ?? Math.round((3.6 + (h % 9) / 10) * 10) / 10;
  const upcoming = model.status === 'upcoming';
  const verdict = [
    character?.opener ?? role.opener(model.name),
    specSentence(model),
    upcoming
      ? 'We will judge its running cost and reliability once we have driven a production model.'
      : role.judgement,
    closing(model, rating),
  ]
    .filter((sentence): sentence is string => sentence !== null)
    .join(' ');
  const month = 1 + (h % 9);
  const day = 1 + (h % 28);
  return {
    title: `${model.name} ${upcoming ? 'first look' : 'review'}: ${character?.tagline ?? role.tagline}`,
    verdict,
    author: AUTHORS[h % AUTHORS.length],
    rating,
    publishedAt: `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
}
