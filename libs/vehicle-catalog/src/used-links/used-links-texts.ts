import type { NamespaceResources } from '@cvb/i18n';

/**
 * Texts of the catalogue's links into the used marketplace (namespace "usedLinks"): few, so all six languages come
 * with the pages that show them (docs/domain.md#used-marketplace).
 */
export const usedLinksTexts: NamespaceResources = {
  en: {
    list: {
      truck: 'Used trucks for sale',
      bus: 'Used buses for sale',
      'three-wheeler': 'Used three-wheelers for sale',
      tractor: 'Used tractors for sale',
      infra: 'Used infra equipment for sale',
    },
    valuation: 'What is my vehicle worth?',
    model_one: '{{count}} used {{model}} from {{price}}',
    model_other: '{{count}} used {{model}} from {{price}}',
  },
  hi: {
    list: {
      truck: 'बिक्री के लिए पुराने ट्रक',
      bus: 'बिक्री के लिए पुरानी बसें',
      'three-wheeler': 'बिक्री के लिए पुराने थ्री-व्हीलर',
      tractor: 'बिक्री के लिए पुराने ट्रैक्टर',
      infra: 'बिक्री के लिए पुराने इंफ्रा उपकरण',
    },
    valuation: 'मेरे वाहन की कीमत कितनी है?',
    model_zero: 'कोई पुराना {{model}} बिक्री के लिए नहीं',
    model_one: '{{count}} पुराना {{model}}, {{price}} से',
    model_other: '{{count}} पुराने {{model}}, {{price}} से',
  },
  mr: {
    list: {
      truck: 'विक्रीसाठी जुने ट्रक',
      bus: 'विक्रीसाठी जुन्या बस',
      'three-wheeler': 'विक्रीसाठी जुने थ्री-व्हीलर',
      tractor: 'विक्रीसाठी जुने ट्रॅक्टर',
      infra: 'विक्रीसाठी जुनी इन्फ्रा उपकरणे',
    },
    valuation: 'माझ्या वाहनाची किंमत किती?',
    model_one: '{{count}} जुना {{model}}, {{price}} पासून',
    model_other: '{{count}} जुने {{model}}, {{price}} पासून',
  },
  pa: {
    list: {
      truck: 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੇ ਟਰੱਕ',
      bus: 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੀਆਂ ਬੱਸਾਂ',
      'three-wheeler': 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੇ ਥ੍ਰੀ-ਵ੍ਹੀਲਰ',
      tractor: 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੇ ਟਰੈਕਟਰ',
      infra: 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੇ ਇਨਫ੍ਰਾ ਉਪਕਰਣ',
    },
    valuation: 'ਮੇਰੇ ਵਾਹਨ ਦੀ ਕੀਮਤ ਕਿੰਨੀ ਹੈ?',
    model_zero: 'ਕੋਈ ਪੁਰਾਣਾ {{model}} ਵਿਕਰੀ ਲਈ ਨਹੀਂ',
    model_one: '{{count}} ਪੁਰਾਣਾ {{model}}, {{price}} ਤੋਂ',
    model_other: '{{count}} ਪੁਰਾਣੇ {{model}}, {{price}} ਤੋਂ',
  },
  ta: {
    list: {
      truck: 'விற்பனைக்கு பழைய லாரிகள்',
      bus: 'விற்பனைக்கு பழைய பேருந்துகள்',
      'three-wheeler': 'விற்பனைக்கு பழைய மூன்று சக்கர வாகனங்கள்',
      tractor: 'விற்பனைக்கு பழைய டிராக்டர்கள்',
      infra: 'விற்பனைக்கு பழைய இன்ஃப்ரா இயந்திரங்கள்',
    },
    valuation: 'என் வாகனத்தின் மதிப்பு என்ன?',
    model_one: '{{count}} பழைய {{model}}, {{price}} முதல்',
    model_other: '{{count}} பழைய {{model}}, {{price}} முதல்',
  },
  te: {
    list: {
      truck: 'అమ్మకానికి పాత ట్రక్కులు',
      bus: 'అమ్మకానికి పాత బస్సులు',
      'three-wheeler': 'అమ్మకానికి పాత త్రీ-వీలర్లు',
      tractor: 'అమ్మకానికి పాత ట్రాక్టర్లు',
      infra: 'అమ్మకానికి పాత ఇన్‌ఫ్రా యంత్రాలు',
    },
    valuation: 'నా వాహనం విలువ ఎంత?',
    model_one: '{{count}} పాత {{model}}, {{price}} నుండి',
    model_other: '{{count}} పాత {{model}}, {{price}} నుండి',
  },
};
