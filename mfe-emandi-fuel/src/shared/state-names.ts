import type { LocaleCode } from '@cvb/contracts';

type IndicLocale = Exclude<LocaleCode, 'en'>;
type StateNames = Record<IndicLocale, string>;

/** The 28 states and 8 union territories in the five Indian languages, keyed by their English name. */
const STATE_NAMES: Record<string, StateNames> = {
  'Andhra Pradesh': { hi: 'आंध्र प्रदेश', mr: 'आंध्र प्रदेश', pa: 'ਆਂਧਰਾ ਪ੍ਰਦੇਸ਼', ta: 'ஆந்திரப் பிரதேசம்', te: 'ఆంధ్రప్రదేశ్' },
  'Arunachal Pradesh': {
    hi: 'अरुणाचल प्रदेश',
    mr: 'अरुणाचल प्रदेश',
    pa: 'ਅਰੁਣਾਚਲ ਪ੍ਰਦੇਸ਼',
    ta: 'அருணாசலப் பிரதேசம்',
    te: 'అరుణాచల్ ప్రదేశ్',
  },
  Assam: { hi: 'असम', mr: 'आसाम', pa: 'ਅਸਾਮ', ta: 'அசாம்', te: 'అస్సాం' },
  Bihar: { hi: 'बिहार', mr: 'बिहार', pa: 'ਬਿਹਾਰ', ta: 'பீகார்', te: 'బిహార్' },
  Chhattisgarh: { hi: 'छत्तीसगढ़', mr: 'छत्तीसगड', pa: 'ਛੱਤੀਸਗੜ੍ਹ', ta: 'சத்தீஸ்கர்', te: 'ఛత్తీస్‌గఢ్' },
  Goa: { hi: 'गोवा', mr: 'गोवा', pa: 'ਗੋਆ', ta: 'கோவா', te: 'గోవా' },
  Gujarat: { hi: 'गुजरात', mr: 'गुजरात', pa: 'ਗੁਜਰਾਤ', ta: 'குஜராத்', te: 'గుజరాత్' },
  Haryana: { hi: 'हरियाणा', mr: 'हरियाणा', pa: 'ਹਰਿਆਣਾ', ta: 'ஹரியானா', te: 'హర్యానా' },
  'Himachal Pradesh': {
    hi: 'हिमाचल प्रदेश',
    mr: 'हिमाचल प्रदेश',
    pa: 'ਹਿਮਾਚਲ ਪ੍ਰਦੇਸ਼',
    ta: 'இமாச்சலப் பிரதேசம்',
    te: 'హిమాచల్ ప్రదేశ్',
  },
  Jharkhand: { hi: 'झारखंड', mr: 'झारखंड', pa: 'ਝਾਰਖੰਡ', ta: 'ஜார்க்கண்ட்', te: 'జార్ఖండ్' },
  Karnataka: { hi: 'कर्नाटक', mr: 'कर्नाटक', pa: 'ਕਰਨਾਟਕ', ta: 'கர்நாடகா', te: 'కర్ణాటక' },
  Kerala: { hi: 'केरल', mr: 'केरळ', pa: 'ਕੇਰਲ', ta: 'கேரளா', te: 'కేరళ' },
  'Madhya Pradesh': { hi: 'मध्य प्रदेश', mr: 'मध्य प्रदेश', pa: 'ਮੱਧ ਪ੍ਰਦੇਸ਼', ta: 'மத்தியப் பிரதேசம்', te: 'మధ్యప్రదేశ్' },
  Maharashtra: { hi: 'महाराष्ट्र', mr: 'महाराष्ट्र', pa: 'ਮਹਾਰਾਸ਼ਟਰ', ta: 'மகாராஷ்டிரா', te: 'మహారాష్ట్ర' },
  Manipur: { hi: 'मणिपुर', mr: 'मणिपूर', pa: 'ਮਣੀਪੁਰ', ta: 'மணிப்பூர்', te: 'మణిపూర్' },
  Meghalaya: { hi: 'मेघालय', mr: 'मेघालय', pa: 'ਮੇਘਾਲਿਆ', ta: 'மேகாலயா', te: 'మేఘాలయ' },
  Mizoram: { hi: 'मिज़ोरम', mr: 'मिझोराम', pa: 'ਮਿਜ਼ੋਰਮ', ta: 'மிசோரம்', te: 'మిజోరం' },
  Nagaland: { hi: 'नागालैंड', mr: 'नागालँड', pa: 'ਨਾਗਾਲੈਂਡ', ta: 'நாகாலாந்து', te: 'నాగాలాండ్' },
  Odisha: { hi: 'ओडिशा', mr: 'ओडिशा', pa: 'ਓਡੀਸ਼ਾ', ta: 'ஒடிசா', te: 'ఒడిశా' },
  Punjab: { hi: 'पंजाब', mr: 'पंजाब', pa: 'ਪੰਜਾਬ', ta: 'பஞ்சாப்', te: 'పంజాబ్' },
  Rajasthan: { hi: 'राजस्थान', mr: 'राजस्थान', pa: 'ਰਾਜਸਥਾਨ', ta: 'ராஜஸ்தான்', te: 'రాజస్థాన్' },
  Sikkim: { hi: 'सिक्किम', mr: 'सिक्कीम', pa: 'ਸਿੱਕਮ', ta: 'சிக்கிம்', te: 'సిక్కిం' },
  'Tamil Nadu': { hi: 'तमिलनाडु', mr: 'तमिळनाडू', pa: 'ਤਾਮਿਲਨਾਡੂ', ta: 'தமிழ்நாடு', te: 'తమిళనాడు' },
  Telangana: { hi: 'तेलंगाना', mr: 'तेलंगणा', pa: 'ਤੇਲੰਗਾਨਾ', ta: 'தெலங்கானா', te: 'తెలంగాణ' },
  Tripura: { hi: 'त्रिपुरा', mr: 'त्रिपुरा', pa: 'ਤ੍ਰਿਪੁਰਾ', ta: 'திரிபுரா', te: 'త్రిపుర' },
  'Uttar Pradesh': { hi: 'उत्तर प्रदेश', mr: 'उत्तर प्रदेश', pa: 'ਉੱਤਰ ਪ੍ਰਦੇਸ਼', ta: 'உத்தரப் பிரதேசம்', te: 'ఉత్తరప్రదేశ్' },
  Uttarakhand: { hi: 'उत्तराखंड', mr: 'उत्तराखंड', pa: 'ਉੱਤਰਾਖੰਡ', ta: 'உத்தராகண்ட்', te: 'ఉత్తరాఖండ్' },
  'West Bengal': { hi: 'पश्चिम बंगाल', mr: 'पश्चिम बंगाल', pa: 'ਪੱਛਮੀ ਬੰਗਾਲ', ta: 'மேற்கு வங்காளம்', te: 'పశ్చిమ బెంగాల్' },
  'Andaman and Nicobar Islands': {
    hi: 'अंडमान और निकोबार द्वीपसमूह',
    mr: 'अंदमान आणि निकोबार बेटे',
    pa: 'ਅੰਡੇਮਾਨ ਅਤੇ ਨਿਕੋਬਾਰ ਟਾਪੂ',
    ta: 'அந்தமான் நிக்கோபார் தீவுகள்',
    te: 'అండమాన్ నికోబార్ దీవులు',
  },
  Chandigarh: { hi: 'चंडीगढ़', mr: 'चंदीगड', pa: 'ਚੰਡੀਗੜ੍ਹ', ta: 'சண்டிகர்', te: 'చండీగఢ్' },
  'Dadra and Nagar Haveli and Daman and Diu': {
    hi: 'दादरा और नगर हवेली और दमन और दीव',
    mr: 'दादरा आणि नगर हवेली आणि दमण आणि दीव',
    pa: 'ਦਾਦਰਾ ਅਤੇ ਨਗਰ ਹਵੇਲੀ ਅਤੇ ਦਮਨ ਅਤੇ ਦੀਵ',
    ta: 'தாத்ரா நகர் ஹவேலி மற்றும் டாமன் தியூ',
    te: 'దాద్రా నగర్ హవేలీ మరియు డామన్ డయ్యూ',
  },
  Delhi: { hi: 'दिल्ली', mr: 'दिल्ली', pa: 'ਦਿੱਲੀ', ta: 'டெல்லி', te: 'ఢిల్లీ' },
  'Jammu and Kashmir': {
    hi: 'जम्मू और कश्मीर',
    mr: 'जम्मू आणि काश्मीर',
    pa: 'ਜੰਮੂ ਅਤੇ ਕਸ਼ਮੀਰ',
    ta: 'ஜம்மு காஷ்மீர்',
    te: 'జమ్మూ కాశ్మీర్',
  },
  Ladakh: { hi: 'लद्दाख', mr: 'लडाख', pa: 'ਲੱਦਾਖ', ta: 'லடாக்', te: 'లడఖ్' },
  Lakshadweep: { hi: 'लक्षद्वीप', mr: 'लक्षद्वीप', pa: 'ਲਕਸ਼ਦੀਪ', ta: 'இலட்சத்தீவுகள்', te: 'లక్షద్వీప్' },
  Puducherry: { hi: 'पुडुचेरी', mr: 'पुडुचेरी', pa: 'ਪੁਡੂਚੇਰੀ', ta: 'புதுச்சேரி', te: 'పుదుచ్చేరి' },
};

/** The 36 English names the map knows (for its test). */
export const KNOWN_STATES = Object.keys(STATE_NAMES);

/** A state's or union territory's name in the visitor's language; an unknown name stays as given. */
export function stateName(name: string, locale: LocaleCode): string {
  if (locale === 'en') return name;
  return STATE_NAMES[name]?.[locale] ?? name;
}
