import type { LocaleCode, VehicleVertical } from '@cvb/contracts';
import { EXPO_EVENT_REGIONAL, EXPO_HIGHLIGHTS_REGIONAL, type ExpoHighlightText } from './auto-expo-regional';

type Kind = 'launch' | 'unveil' | 'showcase';
type Text = ExpoHighlightText;

interface HighlightSeed {
  brandName: string;
  brandSlug: string;
  vertical: VehicleVertical;
  kind: Kind;
  vehicle: string;
  text: { en: Text; hi: Text };
}

const EVENT = {
  slug: 'auto-expo-2025',
  startDate: '2025-01-17',
  endDate: '2025-01-22',
};

const EVENT_TEXT: Record<
  'en' | 'hi',
  { name: string; title: string; intro: string; venue: string; city: string }
> = {
  en: {
    name: 'Bharat Mobility Global Expo 2025',
    title: 'Auto Expo 2025: commercial vehicles at the Bharat Mobility Global Expo',
    intro:
      'From 17 to 22 January 2025 the Bharat Mobility Global Expo brought the Auto Expo – The Motor Show, ' +
      'the components show and the construction-equipment expo under one banner. Prime Minister Narendra Modi ' +
      'opened it on 17 January at Bharat Mandapam, New Delhi, where truck, bus and three-wheeler makers showed ' +
      'electric, CNG, LNG and hydrogen vehicles next to their diesel best-sellers.',
    venue: 'Bharat Mandapam (Pragati Maidan)',
    city: 'New Delhi',
  },
  hi: {
    name: 'भारत मोबिलिटी ग्लोबल एक्सपो 2025',
    title: 'ऑटो एक्सपो 2025: भारत मोबिलिटी ग्लोबल एक्सपो में कमर्शियल वाहन',
    intro:
      '17 से 22 जनवरी 2025 तक भारत मोबिलिटी ग्लोबल एक्सपो में ऑटो एक्सपो – द मोटर शो, कंपोनेंट्स शो और ' +
      'कंस्ट्रक्शन उपकरण एक्सपो एक साथ हुए। प्रधानमंत्री नरेंद्र मोदी ने 17 जनवरी को नई दिल्ली के भारत मंडपम में ' +
      'इसका उद्घाटन किया, जहाँ ट्रक, बस और थ्री-व्हीलर कंपनियों ने डीज़ल के साथ इलेक्ट्रिक, सीएनजी, एलएनजी और ' +
      'हाइड्रोजन वाहन दिखाए।',
    venue: 'भारत मंडपम (प्रगति मैदान)',
    city: 'नई दिल्ली',
  },
};

const HIGHLIGHTS: HighlightSeed[] = [
  {
    brandName: 'Tata Motors',
    brandSlug: 'tata-motors',
    vertical: 'truck',
    kind: 'showcase',
    vehicle: 'Cargo and passenger range',
    text: {
      en: {
        title: 'Tata Motors shows 18 cargo and passenger vehicles',
        description:
          'Trucks, buses and small commercial vehicles running on diesel, CNG, LNG, electricity and hydrogen, ' +
          'from the Ace EV to hydrogen-powered Prima tractor-trailers.',
      },
      hi: {
        title: 'टाटा मोटर्स ने 18 कार्गो और यात्री वाहन दिखाए',
        description:
          'डीज़ल, सीएनजी, एलएनजी, बिजली और हाइड्रोजन से चलने वाले ट्रक, बसें और छोटे कमर्शियल वाहन — ' +
          'एस ईवी से लेकर हाइड्रोजन वाले प्राइमा ट्रेलर तक।',
        vehicle: 'कार्गो और यात्री वाहनों की रेंज',
      },
    },
  },
  {
    brandName: 'Tata Motors',
    brandSlug: 'tata-motors',
    vertical: 'truck',
    kind: 'unveil',
    vehicle: 'Tata Azura',
    text: {
      en: {
        title: 'Tata Azura medium-duty trucks unveiled',
        description:
          'A new range of intermediate and medium commercial vehicles for city and regional haulage.',
      },
      hi: {
        title: 'टाटा अज़ूरा मीडियम-ड्यूटी ट्रक पेश',
        description: 'शहर और क्षेत्रीय ढुलाई के लिए इंटरमीडिएट और मीडियम कमर्शियल वाहनों की नई रेंज।',
      },
    },
  },
  {
    brandName: 'Ashok Leyland',
    brandSlug: 'ashok-leyland',
    vertical: 'truck',
    kind: 'showcase',
    vehicle: 'AVTR alternative-fuel trucks',
    text: {
      en: {
        title: 'Ashok Leyland’s alternative-fuel trucks',
        description:
          'Battery-electric, LNG, CNG and hydrogen trucks built on the AVTR modular platform, shown with the ' +
          'company’s light commercial vehicles.',
      },
      hi: {
        title: 'अशोक लेलैंड के वैकल्पिक ईंधन वाले ट्रक',
        description: 'AVTR मॉड्यूलर प्लेटफ़ॉर्म पर बने इलेक्ट्रिक, एलएनजी, सीएनजी और हाइड्रोजन ट्रक।',
        vehicle: 'AVTR वैकल्पिक ईंधन वाले ट्रक',
      },
    },
  },
  {
    brandName: 'Eicher',
    brandSlug: 'eicher',
    vertical: 'truck',
    kind: 'unveil',
    vehicle: 'Eicher Pro X',
    text: {
      en: {
        title: 'Eicher Pro X electric small commercial vehicle',
        description:
          'VE Commercial Vehicles showed the Pro X, Eicher’s first electric small commercial vehicle range, ' +
          'built for last-mile e-commerce and FMCG delivery.',
      },
      hi: {
        title: 'आयशर प्रो एक्स इलेक्ट्रिक छोटा कमर्शियल वाहन',
        description: 'आखिरी मील की डिलीवरी के लिए आयशर की पहली इलेक्ट्रिक छोटे कमर्शियल वाहनों की रेंज।',
      },
    },
  },
  {
    brandName: 'BharatBenz',
    brandSlug: 'bharatbenz',
    vertical: 'truck',
    kind: 'showcase',
    vehicle: 'Heavy-duty trucks and buses',
    text: {
      en: {
        title: 'BharatBenz heavy trucks and buses',
        description:
          'Daimler India Commercial Vehicles displayed BharatBenz haulage, tipper and bus models built at its ' +
          'Oragadam plant near Chennai.',
      },
      hi: {
        title: 'भारतबेंज़ के भारी ट्रक और बसें',
        description: 'डेमलर इंडिया कमर्शियल व्हीकल्स ने चेन्नई के पास ओरगडम प्लांट में बने ट्रक, टिपर और बसें दिखाईं।',
        vehicle: 'भारी ट्रक और बसें',
      },
    },
  },
  {
    brandName: 'Mahindra',
    brandSlug: 'mahindra',
    vertical: 'truck',
    kind: 'launch',
    vehicle: 'Mahindra ZEO',
    text: {
      en: {
        title: 'Mahindra ZEO electric small commercial vehicle launched',
        description:
          'Mahindra Last Mile Mobility’s first electric four-wheel small commercial vehicle, for city cargo runs.',
      },
      hi: {
        title: 'महिंद्रा ज़ियो इलेक्ट्रिक छोटा कमर्शियल वाहन लॉन्च',
        description:
          'महिंद्रा लास्ट माइल मोबिलिटी का पहला इलेक्ट्रिक चार-पहिया छोटा कमर्शियल वाहन, शहर में माल ढुलाई के लिए।',
      },
    },
  },
  {
    brandName: 'Montra Electric',
    brandSlug: 'montra',
    vertical: 'truck',
    kind: 'launch',
    vehicle: 'Montra Eviator',
    text: {
      en: {
        title: 'Montra Electric Eviator e-SCV launched',
        description:
          'The Murugappa Group’s EV maker entered the small commercial vehicle segment with the Eviator and ' +
          'also showed its Rhino heavy electric truck.',
      },
      hi: {
        title: 'मोंट्रा इलेक्ट्रिक इवीएटर ई-एससीवी लॉन्च',
        description: 'मुरुगप्पा ग्रुप की ईवी कंपनी ने इवीएटर के साथ छोटे कमर्शियल वाहन सेगमेंट में कदम रखा।',
      },
    },
  },
  {
    brandName: 'Euler Motors',
    brandSlug: 'euler',
    vertical: 'truck',
    kind: 'launch',
    vehicle: 'Euler Storm EV',
    text: {
      en: {
        title: 'Euler Storm EV launched',
        description: 'The electric three-wheeler maker’s first four-wheel light commercial vehicle.',
      },
      hi: {
        title: 'यूलर स्टॉर्म ईवी लॉन्च',
        description: 'इलेक्ट्रिक थ्री-व्हीलर बनाने वाली कंपनी का पहला चार-पहिया हल्का कमर्शियल वाहन।',
      },
    },
  },
];

const LOCALES: LocaleCode[] = ['en', 'hi', 'mr', 'pa', 'ta', 'te'];

const eventText = (locale: LocaleCode) =>
  locale === 'en' || locale === 'hi' ? EVENT_TEXT[locale] : EXPO_EVENT_REGIONAL[locale];

const highlightText = (highlight: HighlightSeed, position: number, locale: LocaleCode): Text =>
  locale === 'en' || locale === 'hi' ? highlight.text[locale] : EXPO_HIGHLIGHTS_REGIONAL[locale][position];

/** The Auto Expo 2025 page in all six languages. */
export function autoExpoEventSeeds() {
  return LOCALES.map((locale) => ({ ...EVENT, ...eventText(locale), locale }));
}

/** Each highlight in each language; the vehicle line is the model's name, or a description in the language. */
export function autoExpoHighlightSeeds() {
  return LOCALES.flatMap((locale) =>
    HIGHLIGHTS.map((highlight, position) => {
      const { text: _text, ...fields } = highlight;
      const { vehicle, ...words } = highlightText(highlight, position, locale);
      return {
        ...fields,
        ...words,
        vehicle: vehicle ?? highlight.vehicle,
        eventSlug: EVENT.slug,
        locale,
        position,
      };
    }),
  );
}
