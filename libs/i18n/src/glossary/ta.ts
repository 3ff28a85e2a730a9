import type { LanguageGlossary } from './glossary-types';

/** Tamil: the word each text uses for a glossary term (see `GLOSSARY_TERMS`). */
export const ta: LanguageGlossary = {
  terms: {
    siteName: { use: 'சிவி பஜார' },
    // வகை means "type" (body type, fuel type); a variant of a model is a வேரியண்ட்.
    variant: { use: 'வேரியண்ட', avoid: ['வகை'] },
    review: { use: 'மதிப்புரை', avoid: ['விமர்சன', 'மதிப்பாய்வு', 'ரிவ்யூ'] },
    specifications: { use: 'விவரக்குறிப்' },
    emi: { use: 'இஎம்ஐ', avoid: ['EMI'] },
    emiCalculator: { use: 'இஎம்ஐ கால்குலேட்டர்', avoid: ['கணக்கீட்டு கருவி', 'கணிப்பான்'] },
    truck: { use: 'லாரி', avoid: ['டிரக்'] },
    threeWheeler: { use: 'மூன்று சக்கர வாகன' },
    bus: { use: 'பேருந்', avoid: ['பஸ்'] },
    tractor: { use: 'டிராக்டர்' },
    tyre: { use: 'டயர்' },
    filter: { use: 'வடிகட்டி', avoid: ['வடிப்பான்'] },
    engine: { use: 'என்ஜின்', avoid: ['எஞ்சின்'] },
    gvw: { use: 'ஜிவிடபிள்யூ', avoid: ['GVW'] },
    grossVehicleWeight: { use: 'மொத்த வாகன எடை' },
    // "(optional)" on a form field: not required.
    optional: { use: '(கட்டாயமில்லை)', avoid: ['விருப்பத்தேர்வு'] },
    active: { use: 'செயலில்' },
    valueForMoney: { use: 'பணத்திற்கேற்ற மதிப்பு' },
    launch: { use: 'அறிமுக', avoid: ['லாஞ்ச்'] },
    dealer: { use: 'டீலர' },
    compare: { use: 'ஒப்பி' },
    onRoadPrice: { use: 'ஆன்-ரோடு' },
    exShowroom: { use: 'எக்ஸ்-ஷோரூம்' },
    verify: { avoid: ['நம்பகத்தன்மை'] },
  },
  never: [
    {
      text: /\{\{(city|place|state|district|market)\}\} ?-?இல்/,
      why: 'a place takes -இல் joined with its sandhi (மும்பையில், புனேவில்): write "{{city, in}}" (docs/domain.md#cities)',
    },
    { text: /\bRs\.? ?(\d|\{\{)/, why: 'write the rupee sign: ₹{{amount}}' },
    {
      text: /லட்சம்க்|Crக்/,
      why: 'a case suffix glued onto a formatted price: let the price stand alone ("… வரை")',
    },
    {
      text: /\{\{(price|min|max|amount)\}\}\s*-?க்/,
      why: 'a case suffix glued onto a price placeholder: let the price stand alone ("… வரை")',
    },
  ],
};
