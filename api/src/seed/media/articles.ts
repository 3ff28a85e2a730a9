import type { VehicleVertical } from '@cvb/contracts';
import { authorSeeds } from './authors';
import { daysBefore, lakhRange, pick, vehiclesOf, type SeedVehicle } from './seed-vehicles';
import { html, list, type StorySeed, type StoryText } from './story-seed';
import { brandName, FUEL_WORDS, VEHICLE_NOUNS } from './words';
import type { ArticleModel, ArticleWords, ListKey, TipKey } from './article-words';
import { REGIONAL_LOCALES, type RegionalLocale } from './expert-review-regional';
import { articlesMr } from './articles-mr';
import { articlesPa } from './articles-pa';
import { articlesTa } from './articles-ta';
import { articlesTe } from './articles-te';

const WORDS: Record<RegionalLocale, ArticleWords> = {
  mr: articlesMr,
  pa: articlesPa,
  ta: articlesTa,
  te: articlesTe,
};

/** A model's facts in a language's words, for the Marathi, Punjabi, Tamil and Telugu texts. */
const modelIn = (model: SeedVehicle, locale: RegionalLocale): ArticleModel => ({
  name: model.name,
  brand: brandName(model.brandName, locale),
  fuel: FUEL_WORDS[model.fuelType][locale],
  price: lakhRange(model, locale),
  pricePre: lakhRange(model, locale, { beforePostposition: true }),
});

/** One text per regional language, from a writer given that language's words. */
function regional(
  write: (words: ArticleWords, locale: RegionalLocale) => StoryText,
): Record<RegionalLocale, StoryText> {
  return Object.fromEntries(
    REGIONAL_LOCALES.map((locale) => [locale, write(WORDS[locale], locale)]),
  ) as Record<RegionalLocale, StoryText>;
}

const NEWEST = '2025-11-18T09:00:00+05:30';
const VERTICALS: VehicleVertical[] = ['truck', 'bus', 'three-wheeler', 'tractor', 'infra'];
const ref = (vehicle: SeedVehicle) => ({
  vertical: vehicle.vertical,
  brandSlug: vehicle.brandSlug,
  modelSlug: vehicle.slug,
});
const reviewers = authorSeeds
  .filter((author) => author.role.en === 'Road-test editor')
  .map((author) => author.slug);

interface ListKind {
  key: ListKey;
  pick: (models: SeedVehicle[]) => SeedVehicle[];
  en: (noun: string) => string;
  hi: (noun: string) => string;
}

const LISTS: ListKind[] = [
  {
    key: 'best',
    pick: (models) => models.slice(0, 5),
    en: (noun) => `Best ${noun} in India in 2025`,
    hi: (noun) => `2025 में भारत के सबसे अच्छे ${noun}`,
  },
  {
    key: 'budget',
    pick: (models) => [...models].sort((a, b) => a.minLakh - b.minLakh).slice(0, 5),
    en: (noun) => `Most affordable ${noun} you can buy today`,
    hi: (noun) => `आज खरीदे जा सकने वाले सबसे किफायती ${noun}`,
  },
  {
    key: 'premium',
    pick: (models) => [...models].sort((a, b) => b.maxLakh - a.maxLakh).slice(0, 5),
    en: (noun) => `Top-end ${noun}: the flagships compared`,
    hi: (noun) => `टॉप-एंड ${noun}: फ्लैगशिप मॉडलों की तुलना`,
  },
  {
    key: 'for-fleets',
    pick: (models) => models.filter((_, index) => index % 2 === 0).slice(0, 5),
    en: (noun) => `Five ${noun} fleet owners swear by`,
    hi: (noun) => `पांच ${noun} जिन पर फ्लीट मालिक भरोसा करते हैं`,
  },
];

function bestofs(): StorySeed[] {
  return VERTICALS.flatMap((vertical, v) =>
    LISTS.map((kind, k) => {
      const models = kind.pick(vehiclesOf(vertical));
      const noun = VEHICLE_NOUNS[vertical];
      const index = v * LISTS.length + k;
      return {
        slug: `${kind.key}-${noun.en.replace(/ /g, '-')}-in-india`,
        kind: 'article' as const,
        category: 'bestofs',
        vertical,
        authorSlug: reviewers[index % reviewers.length],
        tags: ['buying-guide', vertical],
        vehicles: models.map(ref),
        publishedAt: daysBefore(NEWEST, index * 9),
        texts: {
          en: {
            title: kind.en(noun.en),
            summary: `${models
              .map((m) => m.name)
              .slice(0, 3)
              .join(', ')} and more: prices, fuel and who each one suits.`,
            body:
              html(
                `We shortlisted ${models.length} ${noun.en} on price, running cost, dealer reach and resale value. Prices are ex-showroom after the GST cut of September 2025.`,
              ) +
              models
                .map((m, i) =>
                  html(
                    `## ${i + 1}. ${m.name}`,
                    `Price: ${lakhRange(m)}. A ${FUEL_WORDS[m.fuelType].en} ${m.bodyType.replace(/-/g, ' ')} from ${m.brandName}, backed by one of the widest service networks in its class.`,
                  ),
                )
                .join(''),
          },
          hi: {
            title: kind.hi(noun.hi),
            summary: `${models
              .map((m) => m.name)
              .slice(0, 3)
              .join(', ')} और भी: कीमत, ईंधन और किसके लिए कौन सा सही।`,
            body:
              html(
                `हमने कीमत, चलाने के खर्च, डीलर नेटवर्क और रीसेल वैल्यू के आधार पर ${models.length} ${noun.hi} चुने हैं। कीमतें सितंबर 2025 की जीएसटी कटौती के बाद की एक्स-शोरूम कीमतें हैं।`,
              ) +
              models
                .map((m, i) =>
                  html(
                    `## ${i + 1}. ${m.name}`,
                    `कीमत: ${lakhRange(m, 'hi')}। ${brandName(m.brandName, 'hi')} का ${FUEL_WORDS[m.fuelType].hi} मॉडल, जिसके पीछे अपनी श्रेणी का सबसे बड़ा सर्विस नेटवर्क है।`,
                  ),
                )
                .join(''),
          },
          ...regional((words, locale) => ({
            title: words.lists[kind.key](vertical),
            summary: words.listSummary(
              models
                .map((m) => m.name)
                .slice(0, 3)
                .join(', '),
            ),
            body:
              html(words.listIntro(models.length, vertical)) +
              models
                .map((m, i) => html(`## ${i + 1}. ${m.name}`, words.listItem(modelIn(m, locale))))
                .join(''),
          })),
        },
      };
    }),
  );
}

interface TipTopic {
  key: TipKey;
  verticals: [VehicleVertical, VehicleVertical];
  title: { en: (noun: string) => string; hi: (noun: string) => string };
  intro: { en: string; hi: string };
  tips: { en: string; hi: string }[];
}

const TIPS: TipTopic[] = [
  {
    key: 'monsoon-care',
    verticals: ['truck', 'bus'],
    title: {
      en: (n) => `Monsoon care for ${n}: checks before the rains`,
      hi: (n) => `बारिश से पहले ${n} की देखभाल: ज़रूरी जांच`,
    },
    intro: {
      en: 'Waterlogged roads and long queues at workshops make June the worst month for a breakdown.',
      hi: 'जलभराव वाली सड़कें और वर्कशॉप की लंबी कतारें जून को ब्रेकडाउन के लिए सबसे बुरा महीना बनाती हैं।',
    },
    tips: [
      {
        en: 'Replace worn wiper blades and check every light and reflector.',
        hi: 'घिसे वाइपर ब्लेड बदलें और हर लाइट व रिफ्लेक्टर जांचें।',
      },
      {
        en: 'Check tyre tread: at least 3 mm for wet roads.',
        hi: 'टायर की ग्रिप जांचें: गीली सड़क के लिए कम से कम 3 मिमी।',
      },
      {
        en: 'Grease leaf springs and check the brake lining for water ingress.',
        hi: 'लीफ स्प्रिंग में ग्रीस लगाएं और ब्रेक लाइनिंग में पानी की जांच करें।',
      },
    ],
  },
  {
    key: 'loan-documents',
    verticals: ['tractor', 'truck'],
    title: { en: (n) => `Documents you need for a loan on ${n}`, hi: (n) => `${n} लोन के लिए ज़रूरी दस्तावेज़` },
    intro: {
      en: 'A complete file gets a loan sanctioned in two days; a missing paper can delay it by weeks.',
      hi: 'पूरे कागज़ हों तो लोन दो दिन में मंज़ूर हो जाता है; एक कागज़ कम हो तो हफ्तों की देरी हो सकती है।',
    },
    tips: [
      { en: 'KYC: Aadhaar, PAN and two photographs.', hi: 'केवाईसी: आधार, पैन और दो फोटो।' },
      {
        en: 'Proof of income: land records for farmers, bank statements or transport contracts for operators.',
        hi: 'आय का प्रमाण: किसानों के लिए ज़मीन के कागज़, ऑपरेटरों के लिए बैंक स्टेटमेंट या ट्रांसपोर्ट कॉन्ट्रैक्ट।',
      },
      {
        en: 'The dealer’s proforma invoice with the on-road price.',
        hi: 'डीलर का प्रोफॉर्मा इनवॉइस, ऑन-रोड कीमत के साथ।',
      },
    ],
  },
  {
    key: 'battery-care',
    verticals: ['three-wheeler', 'bus'],
    title: { en: (n) => `Battery care for electric ${n}`, hi: (n) => `इलेक्ट्रिक ${n} की बैटरी की देखभाल` },
    intro: {
      en: 'The battery is up to 40% of an electric vehicle’s price; a few habits add years to its life.',
      hi: 'बैटरी इलेक्ट्रिक वाहन की कीमत का 40% तक होती है; कुछ आदतें उसकी उम्र कई साल बढ़ा देती हैं।',
    },
    tips: [
      { en: 'Charge between 20% and 80% for daily use.', hi: 'रोज़ाना 20% से 80% के बीच चार्ज करें।' },
      {
        en: 'Park in the shade: heat ages cells faster than anything else.',
        hi: 'छाया में पार्क करें: गर्मी बैटरी को सबसे तेज़ी से खराब करती है।',
      },
      {
        en: 'Use the maker’s charger and a proper earthed socket.',
        hi: 'कंपनी का चार्जर और सही अर्थिंग वाला सॉकेट इस्तेमाल करें।',
      },
    ],
  },
  {
    key: 'fuel-saving',
    verticals: ['truck', 'three-wheeler'],
    title: { en: (n) => `Seven ways to save fuel in ${n}`, hi: (n) => `${n} में ईंधन बचाने के सात तरीके` },
    intro: {
      en: 'Fuel is about 60% of the running cost of a commercial vehicle.',
      hi: 'ईंधन कमर्शियल वाहन के चलाने के खर्च का लगभग 60% होता है।',
    },
    tips: [
      { en: 'Keep tyres at the pressure on the door sticker.', hi: 'टायरों में दरवाज़े के स्टिकर पर लिखा प्रेशर रखें।' },
      {
        en: 'Shift up early and hold a steady speed in the green band.',
        hi: 'जल्दी गियर बदलें और ग्रीन बैंड में एक जैसी रफ्तार रखें।',
      },
      {
        en: 'Do not idle: five minutes at idle burn about a quarter litre.',
        hi: 'इंजन बेवजह चालू न रखें: पांच मिनट में लगभग पाव लीटर ईंधन जलता है।',
      },
    ],
  },
  {
    key: 'used-buying',
    verticals: ['truck', 'tractor'],
    title: { en: (n) => `Buying used ${n}: a checklist`, hi: (n) => `पुराने ${n} खरीदने से पहले चेकलिस्ट` },
    intro: {
      en: 'A good used vehicle can earn as much as a new one at half the price.',
      hi: 'एक अच्छा पुराना वाहन आधी कीमत में नए जितनी कमाई कर सकता है।',
    },
    tips: [
      { en: 'Match the chassis and engine numbers with the RC.', hi: 'चेसिस और इंजन नंबर आरसी से मिलाएं।' },
      {
        en: 'Check for pending challans and loans on the Vahan portal.',
        hi: 'वाहन पोर्टल पर बकाया चालान और लोन जांचें।',
      },
      {
        en: 'Start the engine cold and watch for blue or black smoke.',
        hi: 'ठंडा इंजन चालू करें और नीले या काले धुएं पर नज़र रखें।',
      },
    ],
  },
  {
    key: 'tyre-rotation',
    verticals: ['truck', 'bus'],
    title: { en: (n) => `Tyre rotation and alignment for ${n}`, hi: (n) => `${n} के टायर रोटेशन और अलाइनमेंट` },
    intro: {
      en: 'Tyres are the second-largest running cost after fuel.',
      hi: 'ईंधन के बाद टायर चलाने का दूसरा सबसे बड़ा खर्च हैं।',
    },
    tips: [
      {
        en: 'Rotate every 10,000 km and log each tyre’s position.',
        hi: 'हर 10,000 किमी पर टायर घुमाएं और हर टायर की जगह लिखें।',
      },
      {
        en: 'Get the alignment checked after every major pothole hit.',
        hi: 'हर बड़े गड्ढे के झटके के बाद अलाइनमेंट जांचवाएं।',
      },
      {
        en: 'Retread radial casings once if the casing is sound.',
        hi: 'केसिंग ठीक हो तो रेडियल टायर एक बार रीट्रेड करवाएं।',
      },
    ],
  },
  {
    key: 'insurance',
    verticals: ['three-wheeler', 'tractor'],
    title: {
      en: (n) => `Insurance for ${n}: what the policy should cover`,
      hi: (n) => `${n} का बीमा: पॉलिसी में क्या होना चाहिए`,
    },
    intro: {
      en: 'Third-party cover is the legal minimum; it does not pay for your own vehicle.',
      hi: 'थर्ड-पार्टी कवर कानूनी न्यूनतम है; इससे आपके वाहन का नुकसान नहीं मिलता।',
    },
    tips: [
      {
        en: 'Take a comprehensive policy with zero depreciation in the first three years.',
        hi: 'पहले तीन साल ज़ीरो डेप्रिसिएशन वाली कॉम्प्रिहेंसिव पॉलिसी लें।',
      },
      {
        en: 'Add personal accident cover for the owner-driver.',
        hi: 'मालिक-ड्राइवर के लिए पर्सनल एक्सीडेंट कवर जोड़ें।',
      },
      {
        en: 'Declare the right use: goods, passengers or farm work.',
        hi: 'सही उपयोग बताएं: माल, सवारी या खेती का काम।',
      },
    ],
  },
  {
    key: 'resale-value',
    verticals: ['infra', 'truck'],
    title: { en: (n) => `How to keep the resale value of ${n}`, hi: (n) => `${n} की रीसेल वैल्यू कैसे बनाए रखें` },
    intro: {
      en: 'Buyers pay more for machines with a clean service record.',
      hi: 'खरीदार साफ सर्विस रिकॉर्ड वाली मशीनों के ज़्यादा पैसे देते हैं।',
    },
    tips: [
      {
        en: 'Service only at authorised workshops and keep every bill.',
        hi: 'सिर्फ अधिकृत वर्कशॉप में सर्विस कराएं और हर बिल संभाल कर रखें।',
      },
      { en: 'Fix small dents and rust before they spread.', hi: 'छोटे डेंट और जंग फैलने से पहले ठीक कराएं।' },
      { en: 'Keep the hour meter or odometer working and sealed.', hi: 'ऑवर मीटर या ओडोमीटर चालू और सील रखें।' },
    ],
  },
  {
    key: 'driver-safety',
    verticals: ['bus', 'truck'],
    title: { en: (n) => `Safe driving habits for ${n}`, hi: (n) => `${n} चलाने की सुरक्षित आदतें` },
    intro: {
      en: 'Fatigue causes more highway crashes than speed alone.',
      hi: 'हाईवे पर हादसों की बड़ी वजह अकेली रफ्तार नहीं, थकान है।',
    },
    tips: [
      { en: 'Stop for 15 minutes every two hours.', hi: 'हर दो घंटे पर 15 मिनट रुकें।' },
      { en: 'Keep a four-second gap to the vehicle ahead.', hi: 'आगे वाले वाहन से चार सेकंड की दूरी रखें।' },
      {
        en: 'Use the exhaust brake on long descents in the ghats.',
        hi: 'घाट की लंबी ढलान पर एग्ज़ॉस्ट ब्रेक का इस्तेमाल करें।',
      },
    ],
  },
  {
    key: 'attachments',
    verticals: ['tractor', 'infra'],
    title: { en: (n) => `Choosing attachments for ${n}`, hi: (n) => `${n} के लिए अटैचमेंट कैसे चुनें` },
    intro: {
      en: 'The right attachment turns one machine into three.',
      hi: 'सही अटैचमेंट एक मशीन को तीन मशीनों का काम करने लायक बना देता है।',
    },
    tips: [
      {
        en: 'Match the attachment to the PTO power and hydraulic flow.',
        hi: 'अटैचमेंट को पीटीओ पावर और हाइड्रोलिक फ्लो से मिलाएं।',
      },
      {
        en: 'Prefer quick-hitch couplings to save time between jobs.',
        hi: 'काम बदलने में समय बचाने के लिए क्विक-हिच कपलिंग चुनें।',
      },
      {
        en: 'Ask the dealer for a field demo before buying.',
        hi: 'खरीदने से पहले डीलर से खेत या साइट पर डेमो मांगें।',
      },
    ],
  },
];

function tipsAdvice(): StorySeed[] {
  return TIPS.flatMap((topic, t) =>
    topic.verticals.map((vertical, v) => {
      const noun = VEHICLE_NOUNS[vertical];
      const models = vehiclesOf(vertical).slice(t % 3, (t % 3) + 2);
      const index = t * 2 + v;
      return {
        slug: `${topic.key}-${noun.en.replace(/ /g, '-')}`,
        kind: 'article' as const,
        category: 'tips-advice',
        vertical,
        authorSlug: authorSeeds[(index * 5) % authorSeeds.length].slug,
        tags: ['tips', topic.key, vertical],
        vehicles: models.map(ref),
        publishedAt: daysBefore(NEWEST, 3 + index * 8),
        texts: {
          en: {
            title: topic.title.en(noun.en),
            summary: topic.intro.en,
            body: html(topic.intro.en, '## What to do') + list(topic.tips.map((tip) => tip.en)),
          },
          hi: {
            title: topic.title.hi(noun.hi),
            summary: topic.intro.hi,
            body: html(topic.intro.hi, '## क्या करें') + list(topic.tips.map((tip) => tip.hi)),
          },
          ...regional((words) => {
            const tip = words.tips[topic.key];
            return {
              title: tip.title(vertical),
              summary: tip.intro,
              body: html(tip.intro, `## ${words.tipsHeading}`) + list([...tip.tips]),
            };
          }),
        },
      };
    }),
  );
}

function features(): StorySeed[] {
  return VERTICALS.flatMap((vertical, v) =>
    vehiclesOf(vertical)
      .filter((_, index) => index % 2 === 1)
      .slice(0, 4)
      .map((model, m) => {
        const index = v * 4 + m;
        const years = pick(`feature/${model.slug}`, 5, 25);
        return {
          slug: `${model.brandSlug}-${model.slug}-story-behind-the-bestseller`,
          kind: 'article' as const,
          category: 'features',
          vertical,
          authorSlug: authorSeeds[(index * 7 + 1) % authorSeeds.length].slug,
          tags: ['feature', model.brandSlug],
          vehicles: [ref(model)],
          publishedAt: daysBefore(NEWEST, 6 + index * 9),
          texts: {
            en: {
              title: `${model.name}: the story behind a bestseller`,
              summary: `How ${model.brandName} built a ${FUEL_WORDS[model.fuelType].en} ${model.bodyType.replace(/-/g, ' ')} that owners have trusted for ${years} years.`,
              body: html(
                `We spent a week with owners, mechanics and dealers to find out why the ${model.name} keeps selling.`,
                '## The owners',
                `Most owners bought it on a dealer’s or a relative’s word, and stay for the low downtime and easy parts. At ${lakhRange(model)} it sits in the heart of its segment.`,
                '## The workshop view',
                `Mechanics praise the simple layout: filters, belts and brakes can be reached without special tools.`,
              ),
            },
            hi: {
              title: `${model.name}: एक बेस्टसेलर की कहानी`,
              summary: `${brandName(model.brandName, 'hi')} ने ऐसा ${FUEL_WORDS[model.fuelType].hi} मॉडल कैसे बनाया जिस पर मालिक ${years} साल से भरोसा करते हैं।`,
              body: html(
                `हमने मालिकों, मैकेनिकों और डीलरों के साथ एक हफ्ता बिताया ताकि जान सकें कि ${model.name} क्यों बिकता रहता है।`,
                '## मालिकों की राय',
                `ज़्यादातर मालिकों ने इसे डीलर या रिश्तेदार की सलाह पर खरीदा और कम डाउनटाइम व आसानी से मिलने वाले पुर्ज़ों की वजह से इसके साथ बने रहे। ${lakhRange(model, 'hi')} की कीमत पर यह अपने सेगमेंट के बीच में है।`,
                '## वर्कशॉप की राय',
                `मैकेनिक इसके सीधे-सादे डिज़ाइन की तारीफ करते हैं: फ़िल्टर, बेल्ट और ब्रेक तक बिना खास औज़ारों के पहुंचा जा सकता है।`,
              ),
            },
            ...regional((words, locale) => {
              const facts = modelIn(model, locale);
              return {
                title: words.feature.title(facts),
                summary: words.feature.summary(facts, years),
                body: html(...words.feature.body(facts)),
              };
            }),
          },
        };
      }),
  );
}

/** Sixty articles in six languages: twenty each of best-of lists, tips and advice, and features. */
export function articleSeeds(): StorySeed[] {
  return [...bestofs(), ...tipsAdvice(), ...features()];
}
