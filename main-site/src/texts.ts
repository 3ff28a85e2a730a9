/** The main site's own words (its header, home and fallback), in the six languages the embed speaks. */
export const LOCALES = ['en', 'hi', 'mr', 'pa', 'ta', 'te'] as const;
export type Locale = (typeof LOCALES)[number];

export interface SiteTexts {
  /** The site's name in titles ("… | Krishi Yantra Kendra"). */
  siteName: string;
  languageName: string;
  language: string;
  home: string;
  tractors: string;
  infra: string;
  homeTitle: string;
  homeIntro: string;
  tractorsTile: string;
  infraTile: string;
  notFound: string;
  unavailableTitle: string;
  unavailableBody: string;
  retry: string;
  leadSent: string;
  footer: string;
}

export const TEXTS: Record<Locale, SiteTexts> = {
  en: {
    siteName: 'Krishi Yantra Kendra',
    languageName: 'English',
    language: 'Language',
    home: 'Home',
    tractors: 'Tractors',
    infra: 'Construction equipment',
    homeTitle: 'Tractors, implements and construction equipment',
    homeIntro: 'Compare prices and specifications, find dealers near you and ask for the best price.',
    tractorsTile: 'Every tractor brand, HP range and dealer',
    infraTile: 'Backhoe loaders, excavators, cranes and more',
    notFound: 'We could not find this page.',
    unavailableTitle: 'Listings are unavailable right now',
    unavailableBody: 'The rest of the site works as usual. Please try again in a moment.',
    retry: 'Try again',
    leadSent: 'Thank you. Your request has been sent; a dealer will call you soon.',
    footer: '© 2025 Krishi Yantra Kendra. Listings by CV Bazaar.',
  },
  hi: {
    siteName: 'कृषि यंत्र केंद्र',
    languageName: 'हिन्दी',
    language: 'भाषा',
    home: 'होम',
    tractors: 'ट्रैक्टर',
    infra: 'निर्माण उपकरण',
    homeTitle: 'ट्रैक्टर, कृषि उपकरण और निर्माण उपकरण',
    homeIntro: 'कीमतें और स्पेसिफिकेशन्स की तुलना करें, पास के डीलर खोजें और सबसे अच्छी कीमत पूछें।',
    tractorsTile: 'हर ट्रैक्टर ब्रांड, एचपी रेंज और डीलर',
    infraTile: 'बैकहो लोडर, एक्सकेवेटर, क्रेन और बहुत कुछ',
    notFound: 'यह पेज नहीं मिला।',
    unavailableTitle: 'लिस्टिंग अभी उपलब्ध नहीं है',
    unavailableBody: 'बाकी साइट हमेशा की तरह चल रही है। कृपया थोड़ी देर में फिर कोशिश करें।',
    retry: 'फिर कोशिश करें',
    leadSent: 'धन्यवाद। आपका अनुरोध भेज दिया गया है; डीलर जल्द ही आपको कॉल करेंगे।',
    footer: '© 2025 कृषि यंत्र केंद्र। लिस्टिंग सीवी बाज़ार द्वारा।',
  },
  mr: {
    siteName: 'कृषी यंत्र केंद्र',
    languageName: 'मराठी',
    language: 'भाषा',
    home: 'मुख्यपृष्ठ',
    tractors: 'ट्रॅक्टर',
    infra: 'बांधकाम उपकरणे',
    homeTitle: 'ट्रॅक्टर, शेती अवजारे आणि बांधकाम उपकरणे',
    homeIntro: 'किंमती आणि स्पेसिफिकेशन्सची तुलना करा, जवळचे डीलर शोधा आणि सर्वोत्तम किंमत विचारा.',
    tractorsTile: 'प्रत्येक ट्रॅक्टर ब्रँड, एचपी श्रेणी आणि डीलर',
    infraTile: 'बॅकहो लोडर, एक्स्कॅव्हेटर, क्रेन आणि बरेच काही',
    notFound: 'हे पान सापडले नाही.',
    unavailableTitle: 'लिस्टिंग सध्या उपलब्ध नाहीत',
    unavailableBody: 'बाकीची साइट नेहमीप्रमाणे चालू आहे. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    retry: 'पुन्हा प्रयत्न करा',
    leadSent: 'धन्यवाद. तुमची विनंती पाठवली आहे; डीलर लवकरच तुम्हाला कॉल करतील.',
    footer: '© 2025 कृषी यंत्र केंद्र. लिस्टिंग सीव्ही बाजारकडून.',
  },
  pa: {
    siteName: 'ਕ੍ਰਿਸ਼ੀ ਯੰਤਰ ਕੇਂਦਰ',
    languageName: 'ਪੰਜਾਬੀ',
    language: 'ਭਾਸ਼ਾ',
    home: 'ਮੁੱਖ ਪੰਨਾ',
    tractors: 'ਟਰੈਕਟਰ',
    infra: 'ਉਸਾਰੀ ਉਪਕਰਣ',
    homeTitle: 'ਟਰੈਕਟਰ, ਖੇਤੀ ਸੰਦ ਅਤੇ ਉਸਾਰੀ ਉਪਕਰਣ',
    homeIntro: 'ਕੀਮਤਾਂ ਅਤੇ ਸਪੈਸੀਫਿਕੇਸ਼ਨਾਂ ਦੀ ਤੁਲਨਾ ਕਰੋ, ਨੇੜੇ ਦੇ ਡੀਲਰ ਲੱਭੋ ਅਤੇ ਸਭ ਤੋਂ ਵਧੀਆ ਕੀਮਤ ਪੁੱਛੋ।',
    tractorsTile: 'ਹਰ ਟਰੈਕਟਰ ਬ੍ਰਾਂਡ, ਐਚਪੀ ਰੇਂਜ ਅਤੇ ਡੀਲਰ',
    infraTile: 'ਬੈਕਹੋ ਲੋਡਰ, ਐਕਸਕੇਵੇਟਰ, ਕਰੇਨ ਅਤੇ ਹੋਰ ਬਹੁਤ ਕੁਝ',
    notFound: 'ਇਹ ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ।',
    unavailableTitle: 'ਲਿਸਟਿੰਗ ਇਸ ਵੇਲੇ ਉਪਲਬਧ ਨਹੀਂ ਹੈ',
    unavailableBody: 'ਬਾਕੀ ਸਾਈਟ ਆਮ ਵਾਂਗ ਚੱਲ ਰਹੀ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਮੁੜ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    retry: 'ਮੁੜ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
    leadSent: 'ਧੰਨਵਾਦ। ਤੁਹਾਡੀ ਬੇਨਤੀ ਭੇਜ ਦਿੱਤੀ ਗਈ ਹੈ; ਡੀਲਰ ਜਲਦੀ ਤੁਹਾਨੂੰ ਕਾਲ ਕਰਨਗੇ।',
    footer: '© 2025 ਕ੍ਰਿਸ਼ੀ ਯੰਤਰ ਕੇਂਦਰ। ਲਿਸਟਿੰਗ ਸੀਵੀ ਬਾਜ਼ਾਰ ਵੱਲੋਂ।',
  },
  ta: {
    siteName: 'கிருஷி யந்திர கேந்திரா',
    languageName: 'தமிழ்',
    language: 'மொழி',
    home: 'முகப்பு',
    tractors: 'டிராக்டர்கள்',
    infra: 'கட்டுமான இயந்திரங்கள்',
    homeTitle: 'டிராக்டர்கள், வேளாண் கருவிகள் மற்றும் கட்டுமான இயந்திரங்கள்',
    homeIntro: 'விலைகளையும் விவரக்குறிப்புகளையும் ஒப்பிடுங்கள், அருகிலுள்ள டீலர்களைக் கண்டறிந்து சிறந்த விலையைக் கேளுங்கள்.',
    tractorsTile: 'ஒவ்வொரு டிராக்டர் பிராண்ட், ஹெச்பி வரம்பு மற்றும் டீலர்',
    infraTile: 'பேக்ஹோ லோடர்கள், அகழ்வு இயந்திரங்கள், கிரேன்கள் மற்றும் பல',
    notFound: 'இந்தப் பக்கம் கிடைக்கவில்லை.',
    unavailableTitle: 'பட்டியல்கள் இப்போது கிடைக்கவில்லை',
    unavailableBody: 'தளத்தின் மற்ற பகுதிகள் வழக்கம்போல் இயங்குகின்றன. சிறிது நேரம் கழித்து மீண்டும் முயலவும்.',
    retry: 'மீண்டும் முயலவும்',
    leadSent: 'நன்றி. உங்கள் கோரிக்கை அனுப்பப்பட்டது; டீலர் விரைவில் உங்களை அழைப்பார்.',
    footer: '© 2025 கிருஷி யந்திர கேந்திரா. பட்டியல்கள் சிவி பஜார் வழங்குகிறது.',
  },
  te: {
    siteName: 'కృషి యంత్ర కేంద్రం',
    languageName: 'తెలుగు',
    language: 'భాష',
    home: 'హోమ్',
    tractors: 'ట్రాక్టర్లు',
    infra: 'నిర్మాణ యంత్రాలు',
    homeTitle: 'ట్రాక్టర్లు, వ్యవసాయ పరికరాలు మరియు నిర్మాణ యంత్రాలు',
    homeIntro: 'ధరలు, స్పెసిఫికేషన్లు పోల్చండి, దగ్గరలోని డీలర్లను కనుగొని ఉత్తమ ధర అడగండి.',
    tractorsTile: 'ప్రతి ట్రాక్టర్ బ్రాండ్, హెచ్‌పి శ్రేణి మరియు డీలర్',
    infraTile: 'బ్యాక్‌హో లోడర్లు, ఎక్స్‌కవేటర్లు, క్రేన్లు మరియు మరెన్నో',
    notFound: 'ఈ పేజీ కనబడలేదు.',
    unavailableTitle: 'జాబితాలు ప్రస్తుతం అందుబాటులో లేవు',
    unavailableBody: 'సైట్‌లోని మిగతా భాగాలు ఎప్పటిలాగే పనిచేస్తున్నాయి. కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
    retry: 'మళ్లీ ప్రయత్నించండి',
    leadSent: 'ధన్యవాదాలు. మీ అభ్యర్థన పంపబడింది; డీలర్ త్వరలో మీకు కాల్ చేస్తారు.',
    footer: '© 2025 కృషి యంత్ర కేంద్రం. జాబితాలు సీవీ బజార్ అందిస్తోంది.',
  },
};

export const isLocale = (value: string | null): value is Locale =>
  value !== null && (LOCALES as readonly string[]).includes(value);
