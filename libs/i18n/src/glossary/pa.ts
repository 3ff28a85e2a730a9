import type { LanguageGlossary } from './glossary-types';

/** Punjabi: the word each text uses for a glossary term (see `GLOSSARY_TERMS`). */
export const pa: LanguageGlossary = {
  terms: {
    siteName: { use: 'ਸੀਵੀ ਬਾਜ਼ਾਰ' },
    variant: { use: 'ਵੇਰੀਐਂਟ' },
    review: { use: 'ਸਮੀਖਿਆ', avoid: ['ਰਿਵਿਊ'] },
    specifications: { use: 'ਸਪੈਸੀਫਿਕੇਸ਼ਨ', avoid: ['ਵਿਸ਼ੇਸ਼ਤਾ', 'ਵੇਰਵੇ'] },
    emi: { use: 'ਈਐਮਆਈ', avoid: ['EMI'] },
    emiCalculator: { use: 'ਈਐਮਆਈ ਕੈਲਕੁਲੇਟਰ' },
    truck: { use: 'ਟਰੱਕ' },
    threeWheeler: { use: 'ਥ੍ਰੀ-ਵ੍ਹੀਲਰ' },
    bus: { use: 'ਬੱਸ' },
    tractor: { use: 'ਟਰੈਕਟਰ' },
    tyre: { use: 'ਟਾਇਰ' },
    filter: { use: 'ਫਿਲਟਰ' },
    engine: { use: 'ਇੰਜਣ', avoid: ['ਇੰਜਨ', 'ਇੰਜਿਨ'] },
    gvw: { use: 'ਜੀਵੀਡਬਲਯੂ', avoid: ['GVW'] },
    grossVehicleWeight: { use: 'ਕੁੱਲ ਵਾਹਨ ਭਾਰ' },
    optional: { use: '(ਵਿਕਲਪਿਕ)' },
    active: { use: 'ਚਾਲੂ' },
    valueForMoney: { use: 'ਪੈਸਾ ਵਸੂਲ', avoid: ['ਪੈਸੇ ਦੀ ਕੀਮਤ'] },
    launch: { use: 'ਲਾਂਚ' },
    dealer: { use: 'ਡੀਲਰ' },
    compare: { use: 'ਤੁਲਨਾ' },
    onRoadPrice: { use: 'ਆਨ-ਰੋਡ' },
    exShowroom: { use: 'ਐਕਸ-ਸ਼ੋਰੂਮ' },
    verify: { use: 'ਪੁਸ਼ਟੀ', avoid: ['ਪ੍ਰਮਾਣਿਕਤਾ', 'ਪ੍ਰਮਾਣਿਤ'] },
  },
  never: [
    { text: /\bRs\.? ?(\d|\{\{)/, why: 'write the rupee sign: ₹{{amount}}' },
    { text: 'ਪ੍ਰਮਾਣਿਕਤਾ', why: '"authenticity", not verification: use ਪੁਸ਼ਟੀ' },
  ],
};
