import type { LocaleCode } from '../verticals';

/** A state or union territory of India: its URL slug and its name in each of the site's languages. */
export interface IndianState {
  slug: string;
  name: Readonly<Record<LocaleCode, string>>;
}

type Row = [slug: string, en: string, hi: string, mr: string, pa: string, ta: string, te: string];

/** All 28 states and 8 union territories; a used-vehicle state page exists only for these slugs (docs/domain.md#used-marketplace). */
const rows: Row[] = [
  ['andhra-pradesh', 'Andhra Pradesh', 'आंध्र प्रदेश', 'आंध्र प्रदेश', 'ਆਂਧਰਾ ਪ੍ਰਦੇਸ਼', 'ஆந்திரப் பிரதேசம்', 'ఆంధ్రప్రదేశ్'],
  [
    'arunachal-pradesh',
    'Arunachal Pradesh',
    'अरुणाचल प्रदेश',
    'अरुणाचल प्रदेश',
    'ਅਰੁਣਾਚਲ ਪ੍ਰਦੇਸ਼',
    'அருணாச்சலப் பிரதேசம்',
    'అరుణాచల్ ప్రదేశ్',
  ],
  ['assam', 'Assam', 'असम', 'आसाम', 'ਅਸਾਮ', 'அசாம்', 'అస్సాం'],
  ['bihar', 'Bihar', 'बिहार', 'बिहार', 'ਬਿਹਾਰ', 'பீகார்', 'బీహార్'],
  ['chhattisgarh', 'Chhattisgarh', 'छत्तीसगढ़', 'छत्तीसगड', 'ਛੱਤੀਸਗੜ੍ਹ', 'சத்தீஸ்கர்', 'ఛత్తీస్‌గఢ్'],
  ['goa', 'Goa', 'गोवा', 'गोवा', 'ਗੋਆ', 'கோவா', 'గోవా'],
  ['gujarat', 'Gujarat', 'गुजरात', 'गुजरात', 'ਗੁਜਰਾਤ', 'குஜராத்', 'గుజరాత్'],
  ['haryana', 'Haryana', 'हरियाणा', 'हरियाणा', 'ਹਰਿਆਣਾ', 'ஹரியானா', 'హర్యానా'],
  [
    'himachal-pradesh',
    'Himachal Pradesh',
    'हिमाचल प्रदेश',
    'हिमाचल प्रदेश',
    'ਹਿਮਾਚਲ ਪ੍ਰਦੇਸ਼',
    'இமாச்சலப் பிரதேசம்',
    'హిమాచల్ ప్రదేశ్',
  ],
  ['jharkhand', 'Jharkhand', 'झारखंड', 'झारखंड', 'ਝਾਰਖੰਡ', 'ஜார்க்கண்ட்', 'ఝార్ఖండ్'],
  ['karnataka', 'Karnataka', 'कर्नाटक', 'कर्नाटक', 'ਕਰਨਾਟਕ', 'கர்நாடகா', 'కర్ణాటక'],
  ['kerala', 'Kerala', 'केरल', 'केरळ', 'ਕੇਰਲ', 'கேரளா', 'కేరళ'],
  ['madhya-pradesh', 'Madhya Pradesh', 'मध्य प्रदेश', 'मध्य प्रदेश', 'ਮੱਧ ਪ੍ਰਦੇਸ਼', 'மத்தியப் பிரதேசம்', 'మధ్యప్రదేశ్'],
  ['maharashtra', 'Maharashtra', 'महाराष्ट्र', 'महाराष्ट्र', 'ਮਹਾਰਾਸ਼ਟਰ', 'மகாராஷ்டிரா', 'మహారాష్ట్ర'],
  ['manipur', 'Manipur', 'मणिपुर', 'मणिपूर', 'ਮਨੀਪੁਰ', 'மணிப்பூர்', 'మణిపూర్'],
  ['meghalaya', 'Meghalaya', 'मेघालय', 'मेघालय', 'ਮੇਘਾਲਿਆ', 'மேகாலயா', 'మేఘాలయ'],
  ['mizoram', 'Mizoram', 'मिज़ोरम', 'मिझोराम', 'ਮਿਜ਼ੋਰਮ', 'மிசோரம்', 'మిజోరం'],
  ['nagaland', 'Nagaland', 'नागालैंड', 'नागालँड', 'ਨਾਗਾਲੈਂਡ', 'நாகாலாந்து', 'నాగాలాండ్'],
  ['odisha', 'Odisha', 'ओडिशा', 'ओडिशा', 'ਓਡੀਸ਼ਾ', 'ஒடிசா', 'ఒడిశా'],
  ['punjab', 'Punjab', 'पंजाब', 'पंजाब', 'ਪੰਜਾਬ', 'பஞ்சாப்', 'పంజాబ్'],
  ['rajasthan', 'Rajasthan', 'राजस्थान', 'राजस्थान', 'ਰਾਜਸਥਾਨ', 'ராஜஸ்தான்', 'రాజస్థాన్'],
  ['sikkim', 'Sikkim', 'सिक्किम', 'सिक्कीम', 'ਸਿੱਕਮ', 'சிக்கிம்', 'సిక్కిం'],
  ['tamil-nadu', 'Tamil Nadu', 'तमिलनाडु', 'तमिळनाडू', 'ਤਾਮਿਲਨਾਡੂ', 'தமிழ்நாடு', 'తమిళనాడు'],
  ['telangana', 'Telangana', 'तेलंगाना', 'तेलंगणा', 'ਤੇਲੰਗਾਨਾ', 'தெலங்காணா', 'తెలంగాణ'],
  ['tripura', 'Tripura', 'त्रिपुरा', 'त्रिपुरा', 'ਤ੍ਰਿਪੁਰਾ', 'திரிபுரா', 'త్రిపుర'],
  ['uttar-pradesh', 'Uttar Pradesh', 'उत्तर प्रदेश', 'उत्तर प्रदेश', 'ਉੱਤਰ ਪ੍ਰਦੇਸ਼', 'உத்தரப் பிரதேசம்', 'ఉత్తర ప్రదేశ్'],
  ['uttarakhand', 'Uttarakhand', 'उत्तराखंड', 'उत्तराखंड', 'ਉੱਤਰਾਖੰਡ', 'உத்தராகண்ட்', 'ఉత్తరాఖండ్'],
  ['west-bengal', 'West Bengal', 'पश्चिम बंगाल', 'पश्चिम बंगाल', 'ਪੱਛਮੀ ਬੰਗਾਲ', 'மேற்கு வங்காளம்', 'పశ్చిమ బెంగాల్'],
  [
    'andaman-and-nicobar-islands',
    'Andaman and Nicobar Islands',
    'अंडमान और निकोबार द्वीपसमूह',
    'अंदमान आणि निकोबार बेटे',
    'ਅੰਡੇਮਾਨ ਅਤੇ ਨਿਕੋਬਾਰ ਟਾਪੂ',
    'அந்தமான் நிக்கோபார் தீவுகள்',
    'అండమాన్ నికోబార్ దీవులు',
  ],
  ['chandigarh', 'Chandigarh', 'चंडीगढ़', 'चंदीगड', 'ਚੰਡੀਗੜ੍ਹ', 'சண்டிகர்', 'చండీగఢ్'],
  [
    'dadra-and-nagar-haveli-and-daman-and-diu',
    'Dadra and Nagar Haveli and Daman and Diu',
    'दादरा और नगर हवेली और दमन और दीव',
    'दादरा आणि नगर हवेली आणि दमण आणि दीव',
    'ਦਾਦਰਾ ਅਤੇ ਨਗਰ ਹਵੇਲੀ ਅਤੇ ਦਮਨ ਅਤੇ ਦੀਉ',
    'தாத்ரா நகர் ஹவேலி மற்றும் டாமன் டையூ',
    'దాద్రా నగర్ హవేలీ మరియు డామన్ డయ్యూ',
  ],
  ['delhi', 'Delhi', 'दिल्ली', 'दिल्ली', 'ਦਿੱਲੀ', 'தில்லி', 'ఢిల్లీ'],
  [
    'jammu-and-kashmir',
    'Jammu and Kashmir',
    'जम्मू और कश्मीर',
    'जम्मू आणि काश्मीर',
    'ਜੰਮੂ ਅਤੇ ਕਸ਼ਮੀਰ',
    'ஜம்மு காஷ்மீர்',
    'జమ్మూ కాశ్మీర్',
  ],
  ['ladakh', 'Ladakh', 'लद्दाख', 'लडाख', 'ਲੱਦਾਖ', 'லடாக்', 'లడఖ్'],
  ['lakshadweep', 'Lakshadweep', 'लक्षद्वीप', 'लक्षद्वीप', 'ਲਕਸ਼ਦੀਪ', 'இலட்சத்தீவுகள்', 'లక్షద్వీప్'],
  ['puducherry', 'Puducherry', 'पुडुचेरी', 'पुदुच्चेरी', 'ਪੁਡੂਚੇਰੀ', 'புதுச்சேரி', 'పుదుచ్చేరి'],
];

export const INDIAN_STATES: readonly IndianState[] = rows.map(([slug, en, hi, mr, pa, ta, te]) => ({
  slug,
  name: { en, hi, mr, pa, ta, te },
}));

const bySlug = new Map(INDIAN_STATES.map((state) => [state.slug, state]));
const byEnglishName = new Map(INDIAN_STATES.map((state) => [state.name.en.toLowerCase(), state]));

/** The state of a URL slug (`maharashtra`), or undefined for a slug that is no state (the page answers 404). */
export const indianStateBySlug = (slug: string): IndianState | undefined => bySlug.get(slug);

/** The state an ad names in English ("Tamil Nadu", any case), or undefined when it is not one. */
export const indianStateByName = (name: string): IndianState | undefined =>
  byEnglishName.get(name.trim().toLowerCase());
