import type { LanguageGlossary } from './glossary-types';

/** Telugu: the word each text uses for a glossary term (see `GLOSSARY_TERMS`). */
export const te: LanguageGlossary = {
  terms: {
    siteName: { use: 'సీవీ బజార్' },
    variant: { use: 'వేరియంట్', avoid: ['రకం'] },
    review: { use: 'సమీక్ష', avoid: ['రివ్యూ'] },
    specifications: { use: 'స్పెసిఫికేషన్' },
    emi: { use: 'ఈఎంఐ', avoid: ['EMI'] },
    emiCalculator: { use: 'ఈఎంఐ కాలిక్యులేటర్' },
    truck: { use: 'ట్రక్', avoid: ['లారీ'] },
    threeWheeler: { use: 'త్రీ-వీలర్' },
    bus: { use: 'బస్' },
    tractor: { use: 'ట్రాక్టర్' },
    tyre: { use: 'టైర్' },
    filter: { use: 'ఫిల్టర్' },
    engine: { use: 'ఇంజిన్', avoid: ['ఇంజన్'] },
    gvw: { use: 'జీవీడబ్ల్యూ', avoid: ['GVW'] },
    grossVehicleWeight: { use: 'స్థూల వాహన బరువు', avoid: ['మొత్తం వాహన బరువు'] },
    optional: { use: '(ఐచ్ఛికం)' },
    // An ad's status: సక్రియం (a state), not చురుకుగా (an adverb, "briskly").
    active: { use: 'సక్రియం', avoid: ['చురుకుగా'] },
    valueForMoney: { use: 'డబ్బుకు తగ్గ విలువ' },
    launch: { use: 'లాంచ్', avoid: ['విడుదల'] },
    dealer: { use: 'డీలర్' },
    compare: { use: 'పోల్చ' },
    onRoadPrice: { use: 'ఆన్-రోడ్' },
    exShowroom: { use: 'ఎక్స్-షోరూమ్' },
    verify: { use: 'ధృవీకర' },
  },
  never: [
    { text: /\bRs\.? ?(\d|\{\{)/, why: 'write the rupee sign: ₹{{amount}}' },
    {
      text: /\{\{(city|place|state|district|market)\}\} ?లో/,
      why: 'a place takes లో joined (ముంబైలో, హైదరాబాద్‌లో): write "{{city, in}}" or "{{state, located}}" (docs/domain.md#cities)',
    },
    { text: /\{\{network\}\}లో/, why: 'లో glued to a name shown in English: write "{{network}} లో"' },
  ],
};
