import type { ExpertRatings, VehicleVertical } from '@cvb/contracts';
import type { ExpertReviewTexts } from '../../db/schema-media';
import { daysBefore, lakhRange, pick, vehiclesOf, type SeedVehicle } from './seed-vehicles';
import { html } from './story-seed';
import { brandName, FUEL_WORDS, SALES_NOUNS, VEHICLE_NOUNS } from './words';
import { REGIONAL_LOCALES, regionalReviewTexts, type RegionalLocale } from './expert-review-regional';

export interface ExpertReviewSeed {
  slug: string;
  vertical: VehicleVertical;
  brandSlug: string;
  modelSlug: string;
  authorSlug: string;
  ratings: ExpertRatings;
  texts: { en: ExpertReviewTexts; hi: ExpertReviewTexts } & Record<RegionalLocale, ExpertReviewTexts>;
  publishedAt: Date;
}

const VERTICALS: VehicleVertical[] = ['truck', 'bus', 'three-wheeler', 'tractor', 'infra'];
const REVIEWER_OF: Record<VehicleVertical, string> = {
  truck: 'rohit-deshmukh',
  bus: 'karthik-raman',
  'three-wheeler': 'ananya-iyer',
  tractor: 'gurpreet-sandhu',
  infra: 'nikhil-joshi',
};

const USE: Record<VehicleVertical, { en: string; hi: string }> = {
  truck: {
    en: 'a loaded run on the Mumbai–Pune Expressway and city deliveries in Chakan',
    hi: 'मुंबई–पुणे एक्सप्रेसवे पर लोडेड रन और चाकण में शहर की डिलीवरी',
  },
  bus: {
    en: 'a school route in Chennai and a 300 km highway run to Bengaluru',
    hi: 'चेन्नई में स्कूल रूट और बेंगलुरु तक 300 किमी का हाईवे रन',
  },
  'three-wheeler': {
    en: 'a week of passenger and parcel runs in Bengaluru traffic',
    hi: 'बेंगलुरु के ट्रैफिक में एक हफ्ते तक सवारी और पार्सल के चक्कर',
  },
  tractor: {
    en: 'puddling, rotavator work and a loaded trolley in Sangrur',
    hi: 'संगरूर में कद्दू, रोटावेटर का काम और भरी ट्रॉली',
  },
  infra: {
    en: 'trenching and loading on a highway site near Vadodara',
    hi: 'वडोदरा के पास हाईवे साइट पर खुदाई और लोडिंग',
  },
};

const score = (key: string) => pick(key, 30, 48) / 10;

function reviewOf(model: SeedVehicle, index: number): ExpertReviewSeed {
  const ratings: ExpertRatings = {
    design: score(`${model.slug}/design`),
    comfort: score(`${model.slug}/comfort`),
    performance: score(`${model.slug}/performance`),
    economy: score(`${model.slug}/economy`),
    value: score(`${model.slug}/value`),
  };
  const fuel = FUEL_WORDS[model.fuelType];
  const noun = VEHICLE_NOUNS[model.vertical];
  const use = USE[model.vertical];
  const strong = ratings.economy >= ratings.performance;
  return {
    slug: `${model.brandSlug}-${model.slug}-review`,
    vertical: model.vertical,
    brandSlug: model.brandSlug,
    modelSlug: model.slug,
    authorSlug: REVIEWER_OF[model.vertical],
    ratings,
    publishedAt: daysBefore('2025-11-15T11:00:00+05:30', index * 11),
    texts: {
      en: {
        title: `${model.name} review: ${strong ? 'built to save money' : 'built to work hard'}`,
        summary: `We drove the ${model.name} (${lakhRange(model)}) through ${use.en}.`,
        body: html(
          `The ${model.name} is ${model.brandName}’s ${fuel.en} answer in a crowded segment of ${noun.en}. We drove it through ${use.en}.`,
          '## Design and cabin',
          `Fit and finish are ${ratings.design >= 4 ? 'a cut above its rivals' : 'functional rather than plush'}; the seat and controls fall easily to hand, and visibility is good.`,
          '## Performance',
          `${ratings.performance >= 4 ? 'It pulls cleanly from low speeds even when loaded' : 'It needs planning on climbs when fully loaded'}, and the gearshift is light.`,
          '## Running costs',
          `${ratings.economy >= 4 ? 'Running costs are among the lowest in the class' : 'Running costs are about average for the class'}; service intervals are long and parts are easy to find.`,
        ),
        verdict: `${model.name} is ${ratings.value >= 4 ? 'a strong buy' : 'worth a look'} at ${lakhRange(model)}: ${strong ? 'pick it for low running costs' : 'pick it for performance under load'}.`,
        pros: [
          `${fuel.en[0].toUpperCase()}${fuel.en.slice(1)} power with a wide service network`,
          'Easy maintenance access',
          'Good resale value',
        ],
        cons: [
          ratings.comfort < 4 ? 'Basic comfort on long shifts' : 'Options cost extra',
          'Waiting period in peak season',
        ],
      },
      hi: {
        title: `${model.name} समीक्षा: ${strong ? 'पैसे बचाने के लिए बना' : 'कड़ी मेहनत के लिए बना'}`,
        summary: `हमने ${model.name} (${lakhRange(model, 'hi')}) को ${use.hi} में चलाया।`,
        body: html(
          `${model.name} ${noun.hi} के भीड़ भरे सेगमेंट में ${brandName(model.brandName, 'hi')} का ${fuel.hi} जवाब है। हमने इसे ${use.hi} में चलाया।`,
          '## डिज़ाइन और केबिन',
          `फिट और फिनिश ${ratings.design >= 4 ? 'प्रतिद्वंद्वियों से बेहतर है' : 'शानदार नहीं पर काम का है'}; सीट और कंट्रोल आसानी से हाथ में आते हैं और विज़िबिलिटी अच्छी है।`,
          '## परफॉर्मेंस',
          `${ratings.performance >= 4 ? 'लोड होने पर भी यह कम रफ्तार से साफ खींचता है' : 'पूरे लोड में चढ़ाई पर योजना बनानी पड़ती है'}, और गियर बदलना हल्का है।`,
          '## चलाने का खर्च',
          `${ratings.economy >= 4 ? 'चलाने का खर्च अपनी श्रेणी में सबसे कम में से है' : 'चलाने का खर्च श्रेणी के औसत के आसपास है'}; सर्विस अंतराल लंबे हैं और पुर्ज़े आसानी से मिलते हैं।`,
        ),
        verdict: `${lakhRange(model, 'hi')} की कीमत पर ${model.name} ${ratings.value >= 4 ? 'एक मज़बूत खरीद है' : 'देखने लायक है'}: ${strong ? 'कम खर्च के लिए चुनें' : 'लोड में दमदार परफॉर्मेंस के लिए चुनें'}।`,
        pros: [`${fuel.hi} इंजन और बड़ा सर्विस नेटवर्क`, 'रखरखाव आसान', 'अच्छी रीसेल वैल्यू'],
        cons: [ratings.comfort < 4 ? 'लंबी शिफ्ट में साधारण आराम' : 'विकल्पों के लिए अलग पैसे', 'पीक सीजन में वेटिंग'],
      },
      ...regional(model, ratings, strong),
    },
  };
}

/** The review in Marathi, Punjabi, Tamil and Telugu, from the same ratings. */
function regional(
  model: SeedVehicle,
  ratings: ExpertRatings,
  strong: boolean,
): Record<RegionalLocale, ExpertReviewTexts> {
  const texts = {} as Record<RegionalLocale, ExpertReviewTexts>;
  for (const locale of REGIONAL_LOCALES) {
    texts[locale] = regionalReviewTexts(locale, {
      name: model.name,
      brand: brandName(model.brandName, locale),
      fuel: FUEL_WORDS[model.fuelType][locale],
      price: lakhRange(model, locale),
      segment: SALES_NOUNS[model.vertical][locale],
      vertical: model.vertical,
      strong,
      design: ratings.design >= 4,
      performance: ratings.performance >= 4,
      economy: ratings.economy >= 4,
      value: ratings.value >= 4,
      comfort: ratings.comfort >= 4,
    });
  }
  return texts;
}

/** Thirty long reviews: the six most popular models of each of the five verticals. */
export function expertReviewSeeds(): ExpertReviewSeed[] {
  return VERTICALS.flatMap((vertical, v) =>
    vehiclesOf(vertical)
      .slice(0, 6)
      .map((model, m) => reviewOf(model, m * 5 + v)),
  );
}
