import type { LocaleCode, LocalizedText, VehicleVertical } from '@cvb/contracts';
import type { WebStorySlideSeed } from '../../db/schema-media';
import { authorSeeds } from './authors';
import { daysBefore, lakhRange, vehiclesOf, type SeedVehicle } from './seed-vehicles';
import { FUEL_NAMES, VEHICLE_NOUNS } from './words';

export interface WebStorySeed {
  slug: string;
  vertical: VehicleVertical;
  authorSlug: string;
  title: LocalizedText;
  slides: WebStorySlideSeed[];
  publishedAt: Date;
}

const VERTICALS: VehicleVertical[] = ['tractor', 'truck', 'bus', 'three-wheeler', 'infra'];
const VIEWS = ['angle', 'side', 'front', 'rear', 'cabin'] as const;

type Title = (noun: string, feminine: boolean) => string;

interface StoryKind {
  key: string;
  title: Record<LocaleCode, Title>;
  models: (all: SeedVehicle[]) => SeedVehicle[];
}

/** Whose plural noun is feminine in Hindi and Punjabi (बसें, मशीनें): the adjectives agree. */
const FEMININE: Record<VehicleVertical, boolean> = {
  truck: false,
  bus: true,
  'three-wheeler': false,
  tractor: false,
  infra: true,
};

const KINDS: StoryKind[] = [
  {
    key: 'top',
    title: {
      en: (n) => `Top ${n} of 2025`,
      hi: (n, f) => `2025 ${f ? 'की' : 'के'} टॉप ${n}`,
      mr: (n) => `2025 मधील टॉप ${n}`,
      pa: (n, f) => `2025 ${f ? 'ਦੀਆਂ' : 'ਦੇ'} ਟੌਪ ${n}`,
      ta: (n) => `2025-இன் சிறந்த ${n}`,
      te: (n) => `2025లో టాప్ ${n}`,
    },
    models: (all) => all.slice(0, 8),
  },
  {
    key: 'budget',
    title: {
      en: (n) => `Budget ${n} worth a look`,
      hi: (n) => `देखने लायक बजट ${n}`,
      mr: (n) => `बजेटमधील ${n}: एक नजर`,
      pa: (n) => `ਦੇਖਣਯੋਗ ਬਜਟ ${n}`,
      ta: (n) => `பார்க்க வேண்டிய குறைந்த விலை ${n}`,
      te: (n) => `చూడదగ్గ బడ్జెట్ ${n}`,
    },
    models: (all) => [...all].sort((a, b) => a.minLakh - b.minLakh).slice(0, 5),
  },
  {
    key: 'flagship',
    title: {
      en: (n) => `The biggest ${n} on sale`,
      hi: (n, f) => `बिक्री पर सबसे ${f ? 'बड़ी' : 'बड़े'} ${n}`,
      mr: (n) => `सर्वात मोठ्या श्रेणीतील ${n}`,
      pa: (n, f) => `ਵਿਕਰੀ ’ਤੇ ਸਭ ਤੋਂ ${f ? 'ਵੱਡੀਆਂ' : 'ਵੱਡੇ'} ${n}`,
      ta: (n) => `விற்பனையில் உள்ள மிகப் பெரிய ${n}`,
      te: (n) => `అమ్మకంలో ఉన్న అతిపెద్ద ${n}`,
    },
    models: (all) => [...all].sort((a, b) => b.maxLakh - a.maxLakh).slice(0, 6),
  },
  {
    key: 'new',
    title: {
      en: (n) => `New ${n} to watch this season`,
      hi: (n, f) => `इस सीजन ${f ? 'की नई' : 'के नए'} ${n}`,
      mr: (n) => `या हंगामात नवीन ${n}`,
      pa: (n, f) => `ਇਸ ਸੀਜ਼ਨ ${f ? 'ਦੀਆਂ ਨਵੀਆਂ' : 'ਦੇ ਨਵੇਂ'} ${n}`,
      ta: (n) => `இந்தப் பருவத்தின் புதிய ${n}`,
      te: (n) => `ఈ సీజన్‌లో కొత్త ${n}`,
    },
    models: (all) => all.filter((_, index) => index % 2 === 1).slice(0, 7),
  },
];

const LOCALES: LocaleCode[] = ['en', 'hi', 'mr', 'pa', 'ta', 'te'];

/** One text per language. */
function inEvery(text: (locale: LocaleCode) => string): LocalizedText {
  return Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as LocalizedText;
}

const SWIPE: Record<LocaleCode, (count: number, noun: string) => string> = {
  en: (c, n) => `Swipe or tap to see ${c} ${n}.`,
  hi: (c, n) => `${c} ${n} देखने के लिए टैप या स्वाइप करें।`,
  mr: (c, n) => `${c} ${n} पाहण्यासाठी टॅप किंवा स्वाइप करा.`,
  pa: (c, n) => `${c} ${n} ਦੇਖਣ ਲਈ ਟੈਪ ਜਾਂ ਸਵਾਈਪ ਕਰੋ।`,
  ta: (c, n) => `${c} ${n} பார்க்கத் தட்டவும் அல்லது ஸ்வைப் செய்யவும்.`,
  te: (c, n) => `${c} ${n} చూడటానికి ట్యాప్ లేదా స్వైప్ చేయండి.`,
};

const CLOSING_HEADING: LocalizedText = {
  en: 'Compare prices near you',
  hi: 'अपने शहर में कीमतों की तुलना करें',
  mr: 'तुमच्या शहरातील किमतींची तुलना करा',
  pa: 'ਆਪਣੇ ਸ਼ਹਿਰ ਵਿੱਚ ਕੀਮਤਾਂ ਦੀ ਤੁਲਨਾ ਕਰੋ',
  ta: 'உங்கள் நகரில் விலைகளை ஒப்பிடுங்கள்',
  te: 'మీ నగరంలో ధరలను పోల్చండి',
};

const CLOSING_TEXT: LocalizedText = {
  en: 'On-road prices, dealers and EMI on CV Bazaar.',
  hi: 'ऑन-रोड कीमत, डीलर और ईएमआई सीवी बाज़ार पर।',
  mr: 'ऑन-रोड किंमत, डीलर आणि ईएमआय सीव्ही बाजारवर.',
  pa: 'ਆਨ-ਰੋਡ ਕੀਮਤ, ਡੀਲਰ ਅਤੇ ਈਐਮਆਈ ਸੀਵੀ ਬਾਜ਼ਾਰ ’ਤੇ।',
  ta: 'ஆன்-ரோடு விலை, டீலர்கள், இஎம்ஐ: சிவி பஜாரில்.',
  te: 'ఆన్-రోడ్ ధర, డీలర్లు, ఈఎంఐ సీవీ బజార్‌లో.',
};

function slideOf(model: SeedVehicle, index: number): WebStorySlideSeed {
  return {
    heading: inEvery(() => model.name),
    text: inEvery((locale) =>
      locale === 'en'
        ? `${lakhRange(model)} · ${FUEL_NAMES[model.fuelType].en} · ${model.bodyType.replace(/-/g, ' ')}`
        : `${lakhRange(model, locale)} · ${FUEL_NAMES[model.fuelType][locale]}`,
    ),
    art: { brandSlug: model.brandSlug, modelSlug: model.slug, view: VIEWS[index % VIEWS.length] },
  };
}

/** Twenty web stories, four per vertical, each of 5–10 slides (a cover, the models, a closing slide). */
export function webStorySeeds(): WebStorySeed[] {
  return VERTICALS.flatMap((vertical, v) =>
    KINDS.map((kind, k) => {
      const noun = VEHICLE_NOUNS[vertical];
      const models = kind.models(vehiclesOf(vertical));
      const first = models[0];
      const title = inEvery((locale) => kind.title[locale](noun[locale], FEMININE[vertical]));
      const cover: WebStorySlideSeed = {
        heading: title,
        text: inEvery((locale) => SWIPE[locale](models.length, noun[locale])),
        art: { brandSlug: first.brandSlug, modelSlug: first.slug, view: 'angle' },
      };
      const closing: WebStorySlideSeed = {
        heading: CLOSING_HEADING,
        text: CLOSING_TEXT,
        art: { brandSlug: first.brandSlug, modelSlug: first.slug, view: 'side' },
      };
      return {
        slug: `${kind.key}-${noun.en.replace(/ /g, '-')}-2025`,
        vertical,
        authorSlug: authorSeeds[(v * 4 + k) % authorSeeds.length].slug,
        title,
        slides: [cover, ...models.map(slideOf), closing].slice(0, 10),
        publishedAt: daysBefore('2025-11-16T08:00:00+05:30', (v * 4 + k) * 5),
      };
    }),
  );
}
