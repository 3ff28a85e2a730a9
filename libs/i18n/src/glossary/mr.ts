import type { LanguageGlossary } from './glossary-types';

/** Marathi: the word each text uses for a glossary term (see `GLOSSARY_TERMS`). */
export const mr: LanguageGlossary = {
  terms: {
    siteName: { use: 'सीव्ही बाजार' },
    variant: { use: 'व्हेरिएंट', avoid: ['वेरिएंट', 'प्रकार'] },
    review: { use: 'पुनरावलोकन', avoid: ['समीक्षा'] },
    specifications: { use: 'स्पेसिफिकेशन', avoid: ['तपशील', 'वैशिष्ट्य'] },
    emi: { use: 'ईएमआय', avoid: ['EMI', 'ईएमआई'] },
    emiCalculator: { use: 'ईएमआय कॅल्क्युलेटर' },
    truck: { use: 'ट्रक' },
    threeWheeler: { use: 'थ्री-व्हीलर', avoid: ['तीनचाकी'] },
    bus: { use: 'बस' },
    tractor: { use: 'ट्रॅक्टर', avoid: ['ट्रैक्टर'] },
    tyre: { use: 'टायर' },
    filter: { use: 'फिल्टर', avoid: ['फ़िल्टर'] },
    engine: { use: 'इंजिन', avoid: ['इंजन'] },
    gvw: { use: 'जीव्हीडब्ल्यू', avoid: ['GVW'] },
    grossVehicleWeight: { use: 'एकूण वाहन वजन' },
    optional: { use: '(ऐच्छिक)' },
    active: { use: 'सक्रिय' },
    valueForMoney: { use: 'पैसा वसूल', avoid: ['पैशाचे मूल्य'] },
    launch: { use: 'लाँच', avoid: ['लॉन्च'] },
    dealer: { use: 'डीलर' },
    compare: { use: 'तुलना' },
    onRoadPrice: { use: 'ऑन-रोड' },
    exShowroom: { use: 'एक्स-शोरूम' },
    verify: { avoid: ['प्रमाणिकता'] },
  },
  never: [
    {
      text: /\{\{(city|place|state|district|market)\}\} ?(मध्ये|मधील|चा|ची|चे|च्या)(?![\u0900-\u0963])/u,
      why: 'a place takes its ending joined (पुण्यात, महाराष्ट्रातील नियम): write "{{city, in}}" or "{{state, located}}" (docs/domain.md#cities)',
    },
    { text: /\bRs\.? ?(\d|\{\{)/, why: 'write the rupee sign: ₹{{amount}}' },
    { text: 'सीवी बाज़ार', why: 'the brand is सीव्ही बाजार in Marathi' },
    { text: 'सीवी बाजार', why: 'the brand is सीव्ही बाजार in Marathi' },
  ],
};
