import type { LocaleCode } from '@cvb/contracts';

/** The used marketplace's titles and descriptions (docs/domain.md#used-marketplace); {{…}} are filled in. */
export interface UsedSeoTexts {
  inState: string;
  ofBrand: string;
  listDescription: string;
  adTitle: string;
  adDescription: string;
  valuationTitle: string;
  valuationDescription: string;
}

export const USED_SEO_TEXTS: Readonly<Record<LocaleCode, UsedSeoTexts>> = {
  en: {
    inState: '{{title}} in {{place}}',
    ofBrand: '{{brand}}: {{title}}',
    listDescription:
      '{{title}}: {{count}} ads from owners with price, year and km. See a fair-price estimate and contact the seller safely.',
    adTitle: '{{vehicle}} ({{year}}) for sale in {{city}}',
    adDescription:
      '{{vehicle}} {{year}}, {{kms}} km, asking {{price}} in {{city}}. Compare it with the fair-price estimate and contact the seller safely.',
    valuationTitle: 'Used vehicle valuation: what is my truck, tractor or bus worth?',
    valuationDescription:
      "A fair price range for a used truck, bus, three-wheeler, tractor or machine from today's new price, its age, km and owners, checked against similar ads.",
  },
  hi: {
    inState: '{{place}} में {{title}}',
    ofBrand: '{{brand}}: {{title}}',
    listDescription:
      '{{title}}: मालिकों के {{count}} विज्ञापन, कीमत, साल और किलोमीटर के साथ। सही कीमत का अनुमान देखें और विक्रेता से सुरक्षित संपर्क करें।',
    adTitle: '{{city}} में बिकाऊ {{vehicle}} ({{year}})',
    adDescription:
      '{{vehicle}} {{year}}, {{kms}} किमी, {{city}} में कीमत {{price}}। सही कीमत के अनुमान से तुलना करें और विक्रेता से सुरक्षित संपर्क करें।',
    valuationTitle: 'पुराने वाहन की कीमत: मेरा ट्रक, ट्रैक्टर या बस कितने का है?',
    valuationDescription:
      'आज की नई कीमत, उम्र, किलोमीटर और मालिकों की संख्या से पुराने ट्रक, बस, थ्री-व्हीलर, ट्रैक्टर या मशीन की सही कीमत, मिलते-जुलते विज्ञापनों से जाँची हुई।',
  },
  mr: {
    inState: '{{place, in}} {{title}}',
    ofBrand: '{{brand}}: {{title}}',
    listDescription:
      '{{title}}: मालकांच्या {{count}} जाहिराती, किंमत, वर्ष आणि किलोमीटरसह. योग्य किमतीचा अंदाज पहा आणि विक्रेत्याशी सुरक्षित संपर्क करा.',
    adTitle: '{{city}} येथे विक्रीसाठी {{vehicle}} ({{year}})',
    adDescription:
      '{{vehicle}} {{year}}, {{kms}} किमी, {{city}} येथे किंमत {{price}}. योग्य किमतीच्या अंदाजाशी तुलना करा आणि विक्रेत्याशी सुरक्षित संपर्क करा.',
    valuationTitle: 'जुन्या वाहनाची किंमत: माझा ट्रक, ट्रॅक्टर किंवा बस किती किमतीचा आहे?',
    valuationDescription:
      'आजची नवी किंमत, वय, किलोमीटर आणि मालकांच्या संख्येवरून जुन्या ट्रक, बस, थ्री-व्हीलर, ट्रॅक्टर किंवा मशीनची योग्य किंमत, सारख्या जाहिरातींशी तपासलेली.',
  },
  pa: {
    inState: '{{place}} ਵਿੱਚ {{title}}',
    ofBrand: '{{brand}}: {{title}}',
    listDescription:
      '{{title}}: ਮਾਲਕਾਂ ਦੇ {{count}} ਇਸ਼ਤਿਹਾਰ, ਕੀਮਤ, ਸਾਲ ਅਤੇ ਕਿਲੋਮੀਟਰ ਨਾਲ। ਸਹੀ ਕੀਮਤ ਦਾ ਅੰਦਾਜ਼ਾ ਵੇਖੋ ਅਤੇ ਵੇਚਣ ਵਾਲੇ ਨਾਲ ਸੁਰੱਖਿਅਤ ਸੰਪਰਕ ਕਰੋ।',
    adTitle: '{{city}} ਵਿੱਚ ਵਿਕਾਊ {{vehicle}} ({{year}})',
    adDescription:
      '{{vehicle}} {{year}}, {{kms}} ਕਿ.ਮੀ., {{city}} ਵਿੱਚ ਕੀਮਤ {{price}}। ਸਹੀ ਕੀਮਤ ਦੇ ਅੰਦਾਜ਼ੇ ਨਾਲ ਤੁਲਨਾ ਕਰੋ ਅਤੇ ਵੇਚਣ ਵਾਲੇ ਨਾਲ ਸੁਰੱਖਿਅਤ ਸੰਪਰਕ ਕਰੋ।',
    valuationTitle: 'ਪੁਰਾਣੇ ਵਾਹਨ ਦੀ ਕੀਮਤ: ਮੇਰਾ ਟਰੱਕ, ਟਰੈਕਟਰ ਜਾਂ ਬੱਸ ਕਿੰਨੇ ਦਾ ਹੈ?',
    valuationDescription:
      'ਅੱਜ ਦੀ ਨਵੀਂ ਕੀਮਤ, ਉਮਰ, ਕਿਲੋਮੀਟਰ ਅਤੇ ਮਾਲਕਾਂ ਦੀ ਗਿਣਤੀ ਤੋਂ ਪੁਰਾਣੇ ਟਰੱਕ, ਬੱਸ, ਥ੍ਰੀ-ਵ੍ਹੀਲਰ, ਟਰੈਕਟਰ ਜਾਂ ਮਸ਼ੀਨ ਦੀ ਸਹੀ ਕੀਮਤ, ਮਿਲਦੇ-ਜੁਲਦੇ ਇਸ਼ਤਿਹਾਰਾਂ ਨਾਲ ਜਾਂਚੀ ਹੋਈ।',
  },
  ta: {
    inState: '{{place, in}} {{title}}',
    ofBrand: '{{brand}}: {{title}}',
    listDescription:
      '{{title}}: உரிமையாளர்களின் {{count}} விளம்பரங்கள், விலை, ஆண்டு மற்றும் கி.மீ. உடன். நியாயமான விலை மதிப்பீட்டைப் பார்த்து விற்பனையாளரைப் பாதுகாப்பாகத் தொடர்புகொள்ளுங்கள்.',
    adTitle: '{{city, in}} விற்பனைக்கு {{vehicle}} ({{year}})',
    adDescription:
      '{{vehicle}} {{year}}, {{kms}} கி.மீ., {{city, in}} விலை {{price}}. நியாயமான விலை மதிப்பீட்டுடன் ஒப்பிட்டு விற்பனையாளரைப் பாதுகாப்பாகத் தொடர்புகொள்ளுங்கள்.',
    valuationTitle: 'பழைய வாகன மதிப்பீடு: என் லாரி, டிராக்டர் அல்லது பேருந்து எவ்வளவு?',
    valuationDescription:
      'இன்றைய புதிய விலை, வயது, கி.மீ. மற்றும் உரிமையாளர்கள் எண்ணிக்கையிலிருந்து பழைய லாரி, பேருந்து, மூன்று சக்கர வாகனம், டிராக்டர் அல்லது இயந்திரத்தின் நியாயமான விலை, ஒத்த விளம்பரங்களுடன் சரிபார்க்கப்பட்டது.',
  },
  te: {
    inState: '{{place, in}} {{title}}',
    ofBrand: '{{brand}}: {{title}}',
    listDescription:
      '{{title}}: యజమానుల {{count}} ప్రకటనలు, ధర, సంవత్సరం మరియు కి.మీ.తో. సరైన ధర అంచనా చూసి అమ్మకందారుని సురక్షితంగా సంప్రదించండి.',
    adTitle: '{{city, in}} అమ్మకానికి {{vehicle}} ({{year}})',
    adDescription:
      '{{vehicle}} {{year}}, {{kms}} కి.మీ., {{city, in}} ధర {{price}}. సరైన ధర అంచనాతో పోల్చి అమ్మకందారుని సురక్షితంగా సంప్రదించండి.',
    valuationTitle: 'పాత వాహన విలువ: నా ట్రక్, ట్రాక్టర్ లేదా బస్ ఎంత?',
    valuationDescription:
      'నేటి కొత్త ధర, వయస్సు, కి.మీ. మరియు యజమానుల సంఖ్య నుండి పాత ట్రక్, బస్, త్రీ-వీలర్, ట్రాక్టర్ లేదా యంత్రం సరైన ధర, ఒకేలాంటి ప్రకటనలతో సరిచూసినది.',
  },
};
