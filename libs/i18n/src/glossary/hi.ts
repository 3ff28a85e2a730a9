import type { LanguageGlossary } from './glossary-types';

/** Hindi: the word each text uses for a glossary term (see `GLOSSARY_TERMS`). */
export const hi: LanguageGlossary = {
  terms: {
    siteName: { use: 'सीवी बाज़ार' },
    variant: { use: 'वेरिएंट', avoid: ['वैरिएंट', 'संस्करण'] },
    review: { use: 'समीक्षा', avoid: ['रिव्यू'] },
    specifications: { use: 'स्पेसिफिकेशन', avoid: ['विनिर्देश', 'विशेषता'] },
    emi: { use: 'ईएमआई', avoid: ['EMI'] },
    emiCalculator: { use: 'ईएमआई कैलकुलेटर' },
    truck: { use: 'ट्रक' },
    threeWheeler: { use: 'थ्री-व्हीलर', avoid: ['तिपहिया'] },
    bus: { use: 'बस' },
    tractor: { use: 'ट्रैक्टर', avoid: ['ट्रेक्टर'] },
    tyre: { use: 'टायर' },
    filter: { use: 'फ़िल्टर', avoid: ['फिल्टर'] },
    engine: { use: 'इंजन' },
    gvw: { use: 'जीवीडब्ल्यू', avoid: ['GVW'] },
    grossVehicleWeight: { use: 'सकल वाहन भार' },
    optional: { use: '(वैकल्पिक)' },
    active: { use: 'सक्रिय' },
    valueForMoney: { use: 'पैसा वसूल', avoid: ['पैसे की कीमत'] },
    launch: { use: 'लॉन्च', avoid: ['लाँच'] },
    dealer: { use: 'डीलर', avoid: ['विक्रेता'] },
    compare: { use: 'तुलना' },
    onRoadPrice: { use: 'ऑन-रोड' },
    exShowroom: { use: 'एक्स-शोरूम' },
    verify: { avoid: ['प्रमाणिकता'] },
  },
  never: [
    { text: /\bRs\.? ?(\d|\{\{)/, why: 'write the rupee sign: ₹{{amount}}' },
    { text: 'गणना की गई', why: 'write "की गणना … की गई है" (the EMI footnote)' },
  ],
};
