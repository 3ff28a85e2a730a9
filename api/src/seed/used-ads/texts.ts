import type { VehicleVertical } from '@cvb/contracts';

/** Ad descriptions in the languages sellers write them: mostly English and Hindi, a few Marathi, Punjabi and Tamil. */
const COMMON_EN = [
  'Single owner, all papers clear. Serviced at the authorised dealer, bills available. Price slightly negotiable.',
  'Good running condition, no accident. Insurance valid. Serious buyers only, please call after 10 am.',
  'Well maintained, new battery last year. Finance can be arranged. NOC ready for transfer.',
  'Selling because I am upgrading to a bigger vehicle. Engine and gearbox in top condition.',
];
const COMMON_HI = [
  'सिंगल ओनर, सारे कागज़ पूरे। डीलर से सर्विस करवाई है, बिल मौजूद हैं। कीमत थोड़ी कम हो सकती है।',
  'गाड़ी एकदम बढ़िया चालू हालत में है, कोई एक्सीडेंट नहीं। बीमा चालू है। सिर्फ़ असली ख़रीदार फ़ोन करें।',
  'नई बैटरी, टायर 70% बाकी। फ़ाइनेंस की सुविधा मिल सकती है। ट्रांसफ़र के लिए NOC तैयार है।',
];
const BY_VERTICAL: Readonly<Record<VehicleVertical, { en: string[]; hi: string[]; other: string[] }>> = {
  truck: {
    en: [
      'Used on the Pune–Bengaluru route, tyres 70 %. FASTag and national permit till next year.',
      'Body in good shape, tipper hydraulics recently overhauled.',
    ],
    hi: ['नेशनल परमिट अगले साल तक। टायर नए जैसे, बॉडी में कोई काम नहीं।', 'लोकल ढुलाई में चली है, माइलेज अच्छा देती है।'],
    other: [
      'ट्रक चांगल्या स्थितीत आहे, सर्व कागदपत्रे तयार. किंमत थोडी कमी होऊ शकते.',
      'லாரி நல்ல நிலையில் உள்ளது, அனைத்து ஆவணங்களும் சரியாக உள்ளன.',
    ],
  },
  bus: {
    en: [
      'School bus, fitness certificate valid, CCTV and speed governor fitted.',
      'Staff transport use only, seats and AC in very good condition.',
    ],
    hi: ['स्कूल बस, फ़िटनेस सर्टिफ़िकेट चालू, स्पीड गवर्नर लगा है।', 'स्टाफ़ बस, सीटें और AC बढ़िया हालत में।'],
    other: ['ਬੱਸ ਬਹੁਤ ਵਧੀਆ ਹਾਲਤ ਵਿੱਚ ਹੈ, ਸਾਰੇ ਕਾਗਜ਼ ਪੂਰੇ ਹਨ।'],
  },
  'three-wheeler': {
    en: [
      'Auto with city permit, CNG kit tested this year. Daily earning vehicle, well kept.',
      'Cargo loader, battery health 85 %, charger included.',
    ],
    hi: [
      'सिटी परमिट वाला ऑटो, CNG किट की जाँच इसी साल हुई। रोज़ की कमाई वाली गाड़ी।',
      'लोडर, बैटरी 85% अच्छी, चार्जर साथ में।',
    ],
    other: ['ऑटो चांगल्या स्थितीत, परमिट चालू आहे.'],
  },
  tractor: {
    en: [
      'Used for own farming only, about 600 hours a year. Rotavator and trolley available at extra cost.',
      'Power steering, new rear tyres. Loan can be arranged through the bank.',
    ],
    hi: [
      'सिर्फ़ अपनी खेती में चला है। रोटावेटर और ट्रॉली अलग से मिल सकती है।',
      'पावर स्टीयरिंग, पिछले टायर नए। बैंक से लोन हो सकता है।',
    ],
    other: [
      'ਟਰੈਕਟਰ ਸਿਰਫ਼ ਆਪਣੀ ਖੇਤੀ ਲਈ ਵਰਤਿਆ, ਪਿਛਲੇ ਟਾਇਰ ਨਵੇਂ ਹਨ।',
      'ट्रॅक्टर फक्त स्वतःच्या शेतीसाठी वापरला, टायर नवीन आहेत.',
    ],
  },
  infra: {
    en: [
      'About 1,800 engine hours a year on road projects. Bucket and breaker line fitted.',
      'Machine in working condition, service records available, no major repair.',
    ],
    hi: [
      'रोड प्रोजेक्ट पर चली है, ब्रेकर लाइन लगी है। सर्विस रिकॉर्ड मौजूद।',
      'मशीन चालू हालत में, कोई बड़ा काम नहीं निकला।',
    ],
    other: ['மெஷின் நல்ல நிலையில் உள்ளது, சர்வீஸ் பதிவுகள் உள்ளன.'],
  },
};

/** A description: about 55 % English, 35 % Hindi, 10 % another Indian language. */
export function descriptionFor(vertical: VehicleVertical, roll: number, second: number): string {
  const texts = BY_VERTICAL[vertical];
  const from = (list: readonly string[]) => list[Math.floor(second * list.length)] ?? list[0] ?? '';
  if (roll < 0.55) return `${from(texts.en)} ${from(COMMON_EN)}`;
  if (roll < 0.9) return `${from(texts.hi)} ${from(COMMON_HI)}`;
  return from(texts.other);
}
