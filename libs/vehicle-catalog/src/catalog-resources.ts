import type { NamespaceResources } from '@cvb/i18n';

/** Texts of the catalogue engine (namespace "catalog"), in all six languages. */
export const catalogResources: NamespaceResources = {
  en: {
    brandsTitle: {
      truck: 'Truck brands in India',
      bus: 'Bus brands in India',
      'three-wheeler': 'Three-wheeler brands in India',
      tractor: 'Tractor brands in India',
      infra: 'Construction equipment brands in India',
    },
    brandsLead: 'Compare every brand by the number of models on sale and their ex-showroom price range.',
    noBrands: 'No brands are listed here yet.',
    exShowroom: 'Ex-showroom price',
  },
  hi: {
    brandsTitle: {
      truck: 'भारत में ट्रक ब्रांड',
      bus: 'भारत में बस ब्रांड',
      'three-wheeler': 'भारत में थ्री-व्हीलर ब्रांड',
      tractor: 'भारत में ट्रैक्टर ब्रांड',
      infra: 'भारत में निर्माण उपकरण ब्रांड',
    },
    brandsLead: 'हर ब्रांड की तुलना बिक्री पर मौजूद मॉडलों की संख्या और एक्स-शोरूम कीमत सीमा से करें।',
    noBrands: 'यहां अभी कोई ब्रांड नहीं है।',
    exShowroom: 'एक्स-शोरूम कीमत',
  },
  mr: {
    brandsTitle: {
      truck: 'भारतातील ट्रक ब्रँड',
      bus: 'भारतातील बस ब्रँड',
      'three-wheeler': 'भारतातील थ्री-व्हीलर ब्रँड',
      tractor: 'भारतातील ट्रॅक्टर ब्रँड',
      infra: 'भारतातील बांधकाम उपकरण ब्रँड',
    },
    brandsLead: 'विक्रीवरील मॉडेलची संख्या आणि एक्स-शोरूम किंमत श्रेणीनुसार प्रत्येक ब्रँडची तुलना करा.',
    noBrands: 'येथे अद्याप कोणताही ब्रँड नाही.',
    exShowroom: 'एक्स-शोरूम किंमत',
  },
  pa: {
    brandsTitle: {
      truck: 'ਭਾਰਤ ਵਿੱਚ ਟਰੱਕ ਬ੍ਰਾਂਡ',
      bus: 'ਭਾਰਤ ਵਿੱਚ ਬੱਸ ਬ੍ਰਾਂਡ',
      'three-wheeler': 'ਭਾਰਤ ਵਿੱਚ ਥ੍ਰੀ-ਵ੍ਹੀਲਰ ਬ੍ਰਾਂਡ',
      tractor: 'ਭਾਰਤ ਵਿੱਚ ਟਰੈਕਟਰ ਬ੍ਰਾਂਡ',
      infra: 'ਭਾਰਤ ਵਿੱਚ ਉਸਾਰੀ ਉਪਕਰਣ ਬ੍ਰਾਂਡ',
    },
    brandsLead: 'ਹਰ ਬ੍ਰਾਂਡ ਦੀ ਤੁਲਨਾ ਵਿਕਰੀ ਤੇ ਮਾਡਲਾਂ ਦੀ ਗਿਣਤੀ ਅਤੇ ਐਕਸ-ਸ਼ੋਰੂਮ ਕੀਮਤ ਰੇਂਜ ਨਾਲ ਕਰੋ।',
    noBrands: 'ਇੱਥੇ ਅਜੇ ਕੋਈ ਬ੍ਰਾਂਡ ਨਹੀਂ ਹੈ।',
    exShowroom: 'ਐਕਸ-ਸ਼ੋਰੂਮ ਕੀਮਤ',
  },
  ta: {
    brandsTitle: {
      truck: 'இந்தியாவின் லாரி பிராண்டுகள்',
      bus: 'இந்தியாவின் பேருந்து பிராண்டுகள்',
      'three-wheeler': 'இந்தியாவின் மூன்று சக்கர வாகன பிராண்டுகள்',
      tractor: 'இந்தியாவின் டிராக்டர் பிராண்டுகள்',
      infra: 'இந்தியாவின் கட்டுமான இயந்திர பிராண்டுகள்',
    },
    brandsLead: 'விற்பனையில் உள்ள மாடல்களின் எண்ணிக்கை மற்றும் எக்ஸ்-ஷோரூம் விலை வரம்பின்படி ஒவ்வொரு பிராண்டையும் ஒப்பிடுங்கள்.',
    noBrands: 'இங்கு இன்னும் பிராண்டுகள் இல்லை.',
    exShowroom: 'எக்ஸ்-ஷோரூம் விலை',
  },
  te: {
    brandsTitle: {
      truck: 'భారతదేశంలో ట్రక్ బ్రాండ్లు',
      bus: 'భారతదేశంలో బస్ బ్రాండ్లు',
      'three-wheeler': 'భారతదేశంలో త్రీ-వీలర్ బ్రాండ్లు',
      tractor: 'భారతదేశంలో ట్రాక్టర్ బ్రాండ్లు',
      infra: 'భారతదేశంలో నిర్మాణ యంత్రాల బ్రాండ్లు',
    },
    brandsLead: 'అమ్మకంలో ఉన్న మోడళ్ల సంఖ్య, ఎక్స్-షోరూమ్ ధర శ్రేణి ఆధారంగా ప్రతి బ్రాండ్‌ను పోల్చండి.',
    noBrands: 'ఇక్కడ ఇంకా బ్రాండ్లు లేవు.',
    exShowroom: 'ఎక్స్-షోరూమ్ ధర',
  },
};
