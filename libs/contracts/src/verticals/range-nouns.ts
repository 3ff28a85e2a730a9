import type { LocaleCode, VehicleVertical } from '../verticals';

/**
 * What a vertical's range is called before a noun it qualifies, in every locale: "truck range", "బస్సుల శ్రేణి"
 * (the singular or oblique stem, not the plural). Brand videos' titles and the seeded news read it on the server.
 * It is not part of the vertical's definition because the definitions ship to every browser, which downloads its
 * own language's words only (docs/architecture.md#sharing-between-remotes).
 */
export const RANGE_NOUNS: Readonly<Record<VehicleVertical, Readonly<Record<LocaleCode, string>>>> = {
  truck: { en: 'truck', hi: 'ट्रक', mr: 'ट्रक', pa: 'ਟਰੱਕ', ta: 'லாரி', te: 'ట్రక్కుల' },
  bus: { en: 'bus', hi: 'बस', mr: 'बस', pa: 'ਬੱਸ', ta: 'பேருந்து', te: 'బస్సుల' },
  'three-wheeler': {
    en: 'three-wheeler',
    hi: 'थ्री-व्हीलर',
    mr: 'थ्री-व्हीलर',
    pa: 'ਥ੍ਰੀ-ਵ੍ਹੀਲਰ',
    ta: 'மூன்று சக்கர வாகன',
    te: 'త్రీ-వీలర్ల',
  },
  tractor: { en: 'tractor', hi: 'ट्रैक्टर', mr: 'ट्रॅक्टर', pa: 'ਟਰੈਕਟਰ', ta: 'டிராக்டர்', te: 'ట్రాక్టర్ల' },
  infra: { en: 'machine', hi: 'मशीन', mr: 'यंत्र', pa: 'ਮਸ਼ੀਨ', ta: 'இயந்திர', te: 'యంత్రాల' },
};
