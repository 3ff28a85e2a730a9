import type { LocaleCode } from '../verticals';

/**
 * The alerts' texts in each of the site's languages (docs/domain.md#price-alerts): the SMS of each kind
 * (`{{name}}` placeholders, filled by `fillAlertText`) and the API's answers a person reads.
 */
export const ALERT_MESSAGES = {
  en: {
    smsLinks: 'Open: {{link}} Stop: {{stop}}',
    mandiAbove: 'CV Bazaar: {{commodity}} at {{place}} is ₹{{price}}/quintal, above your ₹{{limit}}.',
    mandiBelow: 'CV Bazaar: {{commodity}} at {{place}} is ₹{{price}}/quintal, below your ₹{{limit}}.',
    mandiDaily: 'CV Bazaar: {{commodity}} at {{place}} today ₹{{price}}/quintal.',
    fuel: 'CV Bazaar: {{fuel}} in {{city}} is now ₹{{price}} ({{change}} since the day before).',
    newModel: 'CV Bazaar: new from {{brand}}: {{model}}.',
    priceChange: 'CV Bazaar: {{model}} price changed, now from ₹{{price}}.',
    usedAd: 'CV Bazaar: a new used ad matches your search: {{title}}, ₹{{price}}.',
    notFound: 'There is no such alert.',
    unknownPlace: 'We do not know this commodity, market or city.',
    badStopLink: 'This stop link is not valid.',
    stopped: 'The alert is stopped. You will not get it again.',
    petrol: 'Petrol',
    diesel: 'Diesel',
    cng: 'CNG',
  },
  hi: {
    smsLinks: 'देखें: {{link}} रोकें: {{stop}}',
    mandiAbove: 'सीवी बाज़ार: {{place}} में {{commodity}} ₹{{price}}/क्विंटल, आपके ₹{{limit}} से ऊपर।',
    mandiBelow: 'सीवी बाज़ार: {{place}} में {{commodity}} ₹{{price}}/क्विंटल, आपके ₹{{limit}} से नीचे।',
    mandiDaily: 'सीवी बाज़ार: {{place}} में आज {{commodity}} ₹{{price}}/क्विंटल।',
    fuel: 'सीवी बाज़ार: {{city}} में {{fuel}} अब ₹{{price}} (पिछले दिन से {{change}})।',
    newModel: 'सीवी बाज़ार: {{brand}} का नया मॉडल: {{model}}।',
    priceChange: 'सीवी बाज़ार: {{model}} की कीमत बदली, अब ₹{{price}} से।',
    usedAd: 'सीवी बाज़ार: आपकी खोज से मिलता नया पुराना वाहन विज्ञापन: {{title}}, ₹{{price}}।',
    notFound: 'ऐसा कोई अलर्ट नहीं है।',
    unknownPlace: 'यह फ़सल, मंडी या शहर हमें नहीं मिला।',
    badStopLink: 'यह रोकने का लिंक सही नहीं है।',
    stopped: 'अलर्ट रोक दिया गया। यह आपको फिर नहीं मिलेगा।',
    petrol: 'पेट्रोल',
    diesel: 'डीज़ल',
    cng: 'सीएनजी',
  },
  mr: {
    smsLinks: 'पाहा: {{link}} थांबवा: {{stop}}',
    mandiAbove: 'सीव्ही बाजार: {{place}} येथे {{commodity}} ₹{{price}}/क्विंटल, तुमच्या ₹{{limit}} पेक्षा जास्त.',
    mandiBelow: 'सीव्ही बाजार: {{place}} येथे {{commodity}} ₹{{price}}/क्विंटल, तुमच्या ₹{{limit}} पेक्षा कमी.',
    mandiDaily: 'सीव्ही बाजार: {{place}} येथे आज {{commodity}} ₹{{price}}/क्विंटल.',
    fuel: 'सीव्ही बाजार: {{city}} येथे {{fuel}} आता ₹{{price}} (आदल्या दिवसापासून {{change}}).',
    newModel: 'सीव्ही बाजार: {{brand}} चे नवे मॉडेल: {{model}}.',
    priceChange: 'सीव्ही बाजार: {{model}} ची किंमत बदलली, आता ₹{{price}} पासून.',
    usedAd: 'सीव्ही बाजार: तुमच्या शोधाशी जुळणारी नवी जुन्या वाहनाची जाहिरात: {{title}}, ₹{{price}}.',
    notFound: 'असा कोणताही अलर्ट नाही.',
    unknownPlace: 'हा शेतमाल, बाजार किंवा शहर आम्हाला सापडले नाही.',
    badStopLink: 'ही थांबवण्याची लिंक योग्य नाही.',
    stopped: 'अलर्ट थांबवला आहे. तो तुम्हाला पुन्हा येणार नाही.',
    petrol: 'पेट्रोल',
    diesel: 'डिझेल',
    cng: 'सीएनजी',
  },
  pa: {
    smsLinks: 'ਵੇਖੋ: {{link}} ਰੋਕੋ: {{stop}}',
    mandiAbove: 'ਸੀਵੀ ਬਾਜ਼ਾਰ: {{place}} ਵਿੱਚ {{commodity}} ₹{{price}}/ਕੁਇੰਟਲ, ਤੁਹਾਡੇ ₹{{limit}} ਤੋਂ ਉੱਪਰ।',
    mandiBelow: 'ਸੀਵੀ ਬਾਜ਼ਾਰ: {{place}} ਵਿੱਚ {{commodity}} ₹{{price}}/ਕੁਇੰਟਲ, ਤੁਹਾਡੇ ₹{{limit}} ਤੋਂ ਹੇਠਾਂ।',
    mandiDaily: 'ਸੀਵੀ ਬਾਜ਼ਾਰ: {{place}} ਵਿੱਚ ਅੱਜ {{commodity}} ₹{{price}}/ਕੁਇੰਟਲ।',
    fuel: 'ਸੀਵੀ ਬਾਜ਼ਾਰ: {{city}} ਵਿੱਚ {{fuel}} ਹੁਣ ₹{{price}} (ਪਿਛਲੇ ਦਿਨ ਤੋਂ {{change}})।',
    newModel: 'ਸੀਵੀ ਬਾਜ਼ਾਰ: {{brand}} ਦਾ ਨਵਾਂ ਮਾਡਲ: {{model}}।',
    priceChange: 'ਸੀਵੀ ਬਾਜ਼ਾਰ: {{model}} ਦੀ ਕੀਮਤ ਬਦਲੀ, ਹੁਣ ₹{{price}} ਤੋਂ।',
    usedAd: 'ਸੀਵੀ ਬਾਜ਼ਾਰ: ਤੁਹਾਡੀ ਖੋਜ ਨਾਲ ਮਿਲਦਾ ਨਵਾਂ ਪੁਰਾਣੇ ਵਾਹਨ ਦਾ ਇਸ਼ਤਿਹਾਰ: {{title}}, ₹{{price}}।',
    notFound: 'ਅਜਿਹਾ ਕੋਈ ਅਲਰਟ ਨਹੀਂ ਹੈ।',
    unknownPlace: 'ਇਹ ਫ਼ਸਲ, ਮੰਡੀ ਜਾਂ ਸ਼ਹਿਰ ਸਾਨੂੰ ਨਹੀਂ ਮਿਲਿਆ।',
    badStopLink: 'ਇਹ ਰੋਕਣ ਵਾਲਾ ਲਿੰਕ ਠੀਕ ਨਹੀਂ ਹੈ।',
    stopped: 'ਅਲਰਟ ਰੋਕ ਦਿੱਤਾ ਗਿਆ। ਇਹ ਤੁਹਾਨੂੰ ਮੁੜ ਨਹੀਂ ਮਿਲੇਗਾ।',
    petrol: 'ਪੈਟਰੋਲ',
    diesel: 'ਡੀਜ਼ਲ',
    cng: 'ਸੀਐਨਜੀ',
  },
  ta: {
    smsLinks: 'பார்க்க: {{link}} நிறுத்த: {{stop}}',
    mandiAbove: 'சிவி பஜார்: {{place, in}} {{commodity}} ₹{{price}}/குவிண்டால், உங்கள் ₹{{limit}} ஐ விட அதிகம்.',
    mandiBelow: 'சிவி பஜார்: {{place, in}} {{commodity}} ₹{{price}}/குவிண்டால், உங்கள் ₹{{limit}} ஐ விட குறைவு.',
    mandiDaily: 'சிவி பஜார்: {{place, in}} இன்று {{commodity}} ₹{{price}}/குவிண்டால்.',
    fuel: 'சிவி பஜார்: {{city, in}} {{fuel}} இப்போது ₹{{price}} (முந்தைய நாளிலிருந்து {{change}}).',
    newModel: 'சிவி பஜார்: {{brand}} இன் புதிய மாடல்: {{model}}.',
    priceChange: 'சிவி பஜார்: {{model}} விலை மாறியது, இப்போது ₹{{price}} முதல்.',
    usedAd: 'சிவி பஜார்: உங்கள் தேடலுக்குப் பொருந்தும் புதிய பழைய வாகன விளம்பரம்: {{title}}, ₹{{price}}.',
    notFound: 'அப்படி ஒரு அலர்ட் இல்லை.',
    unknownPlace: 'இந்தப் பொருள், சந்தை அல்லது நகரம் எங்களுக்குத் தெரியவில்லை.',
    badStopLink: 'இந்த நிறுத்தும் இணைப்பு சரியானதல்ல.',
    stopped: 'அலர்ட் நிறுத்தப்பட்டது. இனி உங்களுக்கு வராது.',
    petrol: 'பெட்ரோல்',
    diesel: 'டீசல்',
    cng: 'சிஎன்ஜி',
  },
  te: {
    smsLinks: 'చూడండి: {{link}} ఆపడానికి: {{stop}}',
    mandiAbove: 'సీవీ బజార్: {{place, in}} {{commodity}} ₹{{price}}/క్వింటాల్, మీ ₹{{limit}} కంటే ఎక్కువ.',
    mandiBelow: 'సీవీ బజార్: {{place, in}} {{commodity}} ₹{{price}}/క్వింటాల్, మీ ₹{{limit}} కంటే తక్కువ.',
    mandiDaily: 'సీవీ బజార్: {{place, in}} ఈ రోజు {{commodity}} ₹{{price}}/క్వింటాల్.',
    fuel: 'సీవీ బజార్: {{city, in}} {{fuel}} ఇప్పుడు ₹{{price}} (ముందు రోజు నుంచి {{change}}).',
    newModel: 'సీవీ బజార్: {{brand}} కొత్త మోడల్: {{model}}.',
    priceChange: 'సీవీ బజార్: {{model}} ధర మారింది, ఇప్పుడు ₹{{price}} నుంచి.',
    usedAd: 'సీవీ బజార్: మీ శోధనకు సరిపోయే కొత్త పాత వాహన ప్రకటన: {{title}}, ₹{{price}}.',
    notFound: 'అలాంటి అలర్ట్ లేదు.',
    unknownPlace: 'ఈ సరుకు, మార్కెట్ లేదా నగరం మాకు తెలియదు.',
    badStopLink: 'ఈ ఆపే లింక్ సరైనది కాదు.',
    stopped: 'అలర్ట్ ఆపివేయబడింది. ఇది మీకు మళ్లీ రాదు.',
    petrol: 'పెట్రోల్',
    diesel: 'డీజిల్',
    cng: 'సీఎన్‌జీ',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

export type AlertMessageKey = keyof (typeof ALERT_MESSAGES)['en'];

/**
 * One alert text in a language, its `{{name}}` placeholders filled; a place's case ending (`{{place, in}}`) is joined
 * by the API's notice texts (`fillTemplate` of @cvb/i18n/case-endings), here the bare name stands in.
 */
export function fillAlertText(
  locale: LocaleCode,
  key: AlertMessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return ALERT_MESSAGES[locale][key].replace(/\{\{(\w+)(?:, \w+)?\}\}/g, (_whole, name: string) =>
    values[name] === undefined ? '' : String(values[name]),
  );
}
