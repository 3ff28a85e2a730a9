import type { NamespaceResources } from '@cvb/i18n';

export const tyreTexts: NamespaceResources = {
  en: {
    title: 'Tyre brands in India',
    lead: 'Truck, tractor and three-wheeler tyres from every major maker.',
    segment: {
      truck: 'Truck',
      tractor: 'Tractor',
      'three-wheeler': 'Three-wheeler',
      bus: 'Bus',
      infra: 'Infra',
    },
    noBrands: 'No tyre brands are listed yet.',
  },
  hi: {
    title: 'भारत में टायर ब्रांड',
    lead: 'हर बड़े निर्माता के ट्रक, ट्रैक्टर और थ्री-व्हीलर टायर।',
    segment: { truck: 'ट्रक', tractor: 'ट्रैक्टर', 'three-wheeler': 'थ्री-व्हीलर', bus: 'बस', infra: 'इन्फ्रा' },
    noBrands: 'अभी कोई टायर ब्रांड नहीं है।',
  },
  mr: {
    title: 'भारतातील टायर ब्रँड',
    lead: 'प्रत्येक मोठ्या उत्पादकाचे ट्रक, ट्रॅक्टर आणि थ्री-व्हीलर टायर.',
    segment: { truck: 'ट्रक', tractor: 'ट्रॅक्टर', 'three-wheeler': 'थ्री-व्हीलर', bus: 'बस', infra: 'इन्फ्रा' },
    noBrands: 'अद्याप कोणताही टायर ब्रँड नाही.',
  },
  pa: {
    title: 'ਭਾਰਤ ਵਿੱਚ ਟਾਇਰ ਬ੍ਰਾਂਡ',
    lead: 'ਹਰ ਵੱਡੇ ਨਿਰਮਾਤਾ ਦੇ ਟਰੱਕ, ਟਰੈਕਟਰ ਅਤੇ ਥ੍ਰੀ-ਵ੍ਹੀਲਰ ਟਾਇਰ।',
    segment: { truck: 'ਟਰੱਕ', tractor: 'ਟਰੈਕਟਰ', 'three-wheeler': 'ਥ੍ਰੀ-ਵ੍ਹੀਲਰ', bus: 'ਬੱਸ', infra: 'ਇਨਫਰਾ' },
    noBrands: 'ਅਜੇ ਕੋਈ ਟਾਇਰ ਬ੍ਰਾਂਡ ਨਹੀਂ ਹੈ।',
  },
  ta: {
    title: 'இந்தியாவின் டயர் பிராண்டுகள்',
    lead: 'ஒவ்வொரு முன்னணி நிறுவனத்தின் லாரி, டிராக்டர் மற்றும் மூன்று சக்கர வாகன டயர்கள்.',
    segment: {
      truck: 'லாரி',
      tractor: 'டிராக்டர்',
      'three-wheeler': 'மூன்று சக்கர வாகனம்',
      bus: 'பேருந்து',
      infra: 'கட்டுமானம்',
    },
    noBrands: 'இன்னும் டயர் பிராண்டுகள் இல்லை.',
  },
  te: {
    title: 'భారతదేశంలో టైర్ బ్రాండ్లు',
    lead: 'ప్రతి ప్రధాన తయారీదారు నుండి ట్రక్, ట్రాక్టర్, త్రీ-వీలర్ టైర్లు.',
    segment: { truck: 'ట్రక్', tractor: 'ట్రాక్టర్', 'three-wheeler': 'త్రీ-వీలర్', bus: 'బస్', infra: 'ఇన్‌ఫ్రా' },
    noBrands: 'ఇంకా టైర్ బ్రాండ్లు లేవు.',
  },
};
