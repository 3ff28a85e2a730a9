import type { LocaleCode } from '../verticals';
import { USED_REVEALS_PER_DAY } from './used-constants';

/** The marketplace's answers a buyer reads (docs/domain.md#used-marketplace), in each of the site's languages. */
export interface UsedMessages {
  /** 429: the daily number of sellers' numbers is used up. */
  revealLimit: string;
  /** 410: the ad is sold. */
  adSold: string;
  /** 410: the ad has expired. */
  adExpired: string;
  /** 409: confirm a one-time code first. */
  needsOtp: string;
}

const n = USED_REVEALS_PER_DAY;

export const USED_MESSAGES: Readonly<Record<LocaleCode, UsedMessages>> = {
  en: {
    revealLimit: `You have seen ${n} sellers' numbers today, the most allowed in a day. Please try again tomorrow.`,
    adSold: "This vehicle has been sold; the seller's number is no longer shown.",
    adExpired: "This ad has expired; the seller's number is no longer shown.",
    needsOtp: "Confirm your mobile number with a one-time code to see the seller's number.",
  },
  hi: {
    revealLimit: `आज आप ${n} विक्रेताओं के नंबर देख चुके हैं, एक दिन में इससे ज़्यादा नहीं। कृपया कल फिर कोशिश करें।`,
    adSold: 'यह वाहन बिक चुका है; विक्रेता का नंबर अब नहीं दिखाया जाता।',
    adExpired: 'यह विज्ञापन समाप्त हो चुका है; विक्रेता का नंबर अब नहीं दिखाया जाता।',
    needsOtp: 'विक्रेता का नंबर देखने के लिए अपना मोबाइल नंबर वन-टाइम कोड से पुष्टि करें।',
  },
  mr: {
    revealLimit: `आज तुम्ही ${n} विक्रेत्यांचे नंबर पाहिले आहेत, एका दिवसात यापेक्षा जास्त नाही. कृपया उद्या पुन्हा प्रयत्न करा.`,
    adSold: 'हे वाहन विकले गेले आहे; विक्रेत्याचा नंबर आता दाखवला जात नाही.',
    adExpired: 'ही जाहिरात संपली आहे; विक्रेत्याचा नंबर आता दाखवला जात नाही.',
    needsOtp: 'विक्रेत्याचा नंबर पाहण्यासाठी तुमचा मोबाइल नंबर वन-टाइम कोडने पुष्टी करा.',
  },
  pa: {
    revealLimit: `ਅੱਜ ਤੁਸੀਂ ${n} ਵੇਚਣ ਵਾਲਿਆਂ ਦੇ ਨੰਬਰ ਦੇਖ ਚੁੱਕੇ ਹੋ, ਇੱਕ ਦਿਨ ਵਿੱਚ ਇਸ ਤੋਂ ਵੱਧ ਨਹੀਂ। ਕਿਰਪਾ ਕਰਕੇ ਕੱਲ੍ਹ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`,
    adSold: 'ਇਹ ਵਾਹਨ ਵਿਕ ਚੁੱਕਾ ਹੈ; ਵੇਚਣ ਵਾਲੇ ਦਾ ਨੰਬਰ ਹੁਣ ਨਹੀਂ ਦਿਖਾਇਆ ਜਾਂਦਾ।',
    adExpired: 'ਇਹ ਇਸ਼ਤਿਹਾਰ ਖ਼ਤਮ ਹੋ ਚੁੱਕਾ ਹੈ; ਵੇਚਣ ਵਾਲੇ ਦਾ ਨੰਬਰ ਹੁਣ ਨਹੀਂ ਦਿਖਾਇਆ ਜਾਂਦਾ।',
    needsOtp: 'ਵੇਚਣ ਵਾਲੇ ਦਾ ਨੰਬਰ ਦੇਖਣ ਲਈ ਆਪਣਾ ਮੋਬਾਈਲ ਨੰਬਰ ਵਨ-ਟਾਈਮ ਕੋਡ ਨਾਲ ਪੁਸ਼ਟੀ ਕਰੋ।',
  },
  ta: {
    revealLimit: `இன்று நீங்கள் ${n} விற்பனையாளர்களின் எண்களைப் பார்த்துவிட்டீர்கள்; ஒரு நாளில் இதற்கு மேல் இல்லை. நாளை மீண்டும் முயற்சிக்கவும்.`,
    adSold: 'இந்த வாகனம் விற்கப்பட்டுவிட்டது; விற்பனையாளரின் எண் இனி காட்டப்படாது.',
    adExpired: 'இந்த விளம்பரம் காலாவதியாகிவிட்டது; விற்பனையாளரின் எண் இனி காட்டப்படாது.',
    needsOtp: 'விற்பனையாளரின் எண்ணைப் பார்க்க, ஒருமுறை குறியீட்டால் உங்கள் மொபைல் எண்ணை உறுதிசெய்யவும்.',
  },
  te: {
    revealLimit: `ఈ రోజు మీరు ${n} మంది అమ్మకందారుల నంబర్లు చూశారు; ఒక రోజులో ఇంతకంటే ఎక్కువ కుదరదు. దయచేసి రేపు మళ్లీ ప్రయత్నించండి.`,
    adSold: 'ఈ వాహనం అమ్ముడైపోయింది; అమ్మకందారుని నంబర్ ఇక చూపబడదు.',
    adExpired: 'ఈ ప్రకటన గడువు ముగిసింది; అమ్మకందారుని నంబర్ ఇక చూపబడదు.',
    needsOtp: 'అమ్మకందారుని నంబర్ చూడటానికి మీ మొబైల్ నంబర్‌ను వన్-టైమ్ కోడ్‌తో ధృవీకరించండి.',
  },
};
