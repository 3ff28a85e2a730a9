import type { LocalizedText, VehicleVertical } from '@cvb/contracts';
import type { WebStorySlideSeed } from '../../db/schema-media';
import { authorSeeds } from './authors';
import { daysBefore, lakhRange, vehiclesOf, type SeedVehicle } from './seed-vehicles';
import { FUEL_WORDS, VEHICLE_NOUNS } from './words';

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

interface StoryKind {
  key: string;
  title: { en: (noun: string) => string; hi: (noun: string) => string };
  models: (all: SeedVehicle[]) => SeedVehicle[];
}

const KINDS: StoryKind[] = [
  {
    key: 'top',
    title: { en: (n) => `Top ${n} of 2025`, hi: (n) => `2025 के टॉप ${n}` },
    models: (all) => all.slice(0, 8),
  },
  {
    key: 'budget',
    title: { en: (n) => `Budget ${n} worth a look`, hi: (n) => `देखने लायक बजट ${n}` },
    models: (all) => [...all].sort((a, b) => a.minLakh - b.minLakh).slice(0, 5),
  },
  {
    key: 'flagship',
    title: { en: (n) => `The biggest ${n} on sale`, hi: (n) => `बिक्री पर सबसे बड़े ${n}` },
    models: (all) => [...all].sort((a, b) => b.maxLakh - a.maxLakh).slice(0, 6),
  },
  {
    key: 'new',
    title: { en: (n) => `New ${n} to watch this season`, hi: (n) => `इस सीजन के नए ${n}` },
    models: (all) => all.filter((_, index) => index % 2 === 1).slice(0, 7),
  },
];

function slideOf(model: SeedVehicle, index: number): WebStorySlideSeed {
  return {
    heading: { en: model.name, hi: model.name },
    text: {
      en: `${lakhRange(model)} · ${FUEL_WORDS[model.fuelType].en} · ${model.bodyType.replace(/-/g, ' ')}`,
      hi: `${lakhRange(model, 'hi')} · ${FUEL_WORDS[model.fuelType].hi}`,
    },
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
      const title = { en: kind.title.en(noun.en), hi: kind.title.hi(noun.hi) };
      const cover: WebStorySlideSeed = {
        heading: title,
        text: {
          en: `Swipe or tap to see ${models.length} ${noun.en}.`,
          hi: `${models.length} ${noun.hi} देखने के लिए टैप या स्वाइप करें।`,
        },
        art: { brandSlug: first.brandSlug, modelSlug: first.slug, view: 'angle' },
      };
      const closing: WebStorySlideSeed = {
        heading: { en: 'Compare prices near you', hi: 'अपने शहर में कीमतें देखें' },
        text: {
          en: 'On-road prices, dealers and EMI on CV Bazaar.',
          hi: 'ऑन-रोड कीमत, डीलर और ईएमआई CV Bazaar पर।',
        },
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
