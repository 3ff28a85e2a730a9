import type { LocalizedModelContent } from '../../db/schema';
import { CONTENT_LOCALES, FUEL_WORDS, priceRange, type ContentLocale } from './content-words';

interface TruckTexts {
  body: Record<string, string>;
  description: (name: string, brand: string, body: string) => string;
  priceQ: (name: string) => string;
  priceA: (name: string, range: string | null) => string;
  payloadQ: (name: string) => string;
  payloadA: (payload: number | null, gvw: number | null) => string;
  fuelQ: (name: string) => string;
  fuelA: (fuel: string) => string;
  pros: Record<string, string[]>;
  cons: Record<string, string[]>;
}

const kg = (value: number) => value.toLocaleString('en-IN');

const hi: TruckTexts = {
  body: {
    mini: 'मिनी ट्रक',
    pickup: 'पिकअप ट्रक',
    cargo: 'कार्गो ट्रक',
    dumper: 'डंपर ट्रक',
    trailer: 'ट्रेलर ट्रक',
    electric: 'इलेक्ट्रिक ट्रक',
  },
  description: (name, brand, body) => `${name}, ${brand} का ${body} है।`,
  priceQ: (name) => `${name} की कीमत क्या है?`,
  priceA: (name, range) =>
    range === null
      ? `${name} की कीमत अभी घोषित नहीं हुई है; यह जल्द घोषित होगी।`
      : `${name} की कीमत ${range} (एक्स-शोरूम) है।`,
  payloadQ: (name) => `${name} का पेलोड कितना है?`,
  payloadA: (p, g) =>
    p === null ? 'पेलोड अभी प्रकाशित नहीं हुआ है।' : `${kg(p)} किलो, ${kg(g ?? 0)} किलो जीवीडब्ल्यू पर।`,
  fuelQ: (name) => `${name} किस ईंधन पर चलता है?`,
  fuelA: (fuel) => `यह ${fuel} पर चलता है।`,
  pros: {
    mini: ['लास्ट-माइल डिलीवरी के लिए कम खर्च', 'शहर की तंग गलियों में चलाना आसान'],
    pickup: ['अपनी श्रेणी में ज़्यादा पेलोड', 'ग्रामीण सड़कों पर मज़बूत टॉर्क'],
    cargo: ['डेक की लंबाई के कई विकल्प', 'भरोसेमंद इंजन और अच्छा सर्विस नेटवर्क'],
    dumper: ['खनन और निर्माण के लिए मज़बूत चेसिस', 'मज़बूत टिपर बॉडी'],
    trailer: ['लंबी दूरी के लिए ज़्यादा भार क्षमता', 'आरामदायक स्लीपर केबिन'],
    electric: ['प्रति किमी लगभग शून्य खर्च', 'शांत, धुआँ-रहित ड्राइव'],
    other: ['भरोसेमंद ब्रांड और बड़ा सर्विस नेटवर्क'],
  },
  cons: {
    mini: ['हाईवे पर सीमित प्रदर्शन'],
    pickup: ['साधारण केबिन सुविधाएँ'],
    cargo: ['खाली होने पर सवारी सख्त'],
    dumper: ['पूरा भरा होने पर ज़्यादा ईंधन खर्च'],
    trailer: ['प्रशिक्षित ड्राइवर और मुड़ने के लिए चौड़ी जगह चाहिए'],
    electric: ['महानगरों के बाहर चार्जिंग कम'],
    other: ['कम वैकल्पिक सुविधाएँ'],
  },
};

const mr: TruckTexts = {
  body: {
    mini: 'मिनी ट्रक',
    pickup: 'पिकअप ट्रक',
    cargo: 'कार्गो ट्रक',
    dumper: 'डंपर ट्रक',
    trailer: 'ट्रेलर ट्रक',
    electric: 'इलेक्ट्रिक ट्रक',
  },
  description: (name, brand, body) => `${name} हा ${brand} चा ${body} आहे.`,
  priceQ: (name) => `${name} ची किंमत किती आहे?`,
  priceA: (name, range) =>
    range === null
      ? `${name} ची किंमत अजून जाहीर झालेली नाही: किंमत लवकरच.`
      : `${name} ची किंमत ${range} (एक्स-शोरूम) आहे.`,
  payloadQ: (name) => `${name} चा पेलोड किती आहे?`,
  payloadA: (p, g) =>
    p === null ? 'पेलोड अजून प्रकाशित झालेला नाही.' : `${kg(p)} किलो, ${kg(g ?? 0)} किलो जीव्हीडब्ल्यूवर.`,
  fuelQ: (name) => `${name} कोणत्या इंधनावर चालतो?`,
  fuelA: (fuel) => `तो ${fuel} वर चालतो.`,
  pros: {
    mini: ['शेवटच्या टप्प्यातील डिलिव्हरीसाठी कमी खर्च', 'शहरातील अरुंद गल्ल्यांत चालवणे सोपे'],
    pickup: ['आपल्या वर्गात जास्त पेलोड', 'ग्रामीण रस्त्यांवर भक्कम टॉर्क'],
    cargo: ['डेक लांबीचे अनेक पर्याय', 'विश्वासार्ह इंजिन आणि चांगले सर्व्हिस नेटवर्क'],
    dumper: ['खाणकाम आणि बांधकामासाठी भक्कम चेसिस', 'मजबूत टिपर बॉडी'],
    trailer: ['लांब पल्ल्यासाठी जास्त भार क्षमता', 'आरामदायी स्लीपर केबिन'],
    electric: ['प्रति किमी जवळजवळ शून्य खर्च', 'शांत, धूररहित ड्राइव्ह'],
    other: ['विश्वासार्ह ब्रँड आणि मोठे सर्व्हिस नेटवर्क'],
  },
  cons: {
    mini: ['महामार्गावर मर्यादित कामगिरी'],
    pickup: ['साध्या केबिन सुविधा'],
    cargo: ['रिकामा असताना प्रवास कडक'],
    dumper: ['पूर्ण भरल्यावर जास्त इंधन खर्च'],
    trailer: ['प्रशिक्षित चालक आणि वळणासाठी मोठी जागा लागते'],
    electric: ['महानगरांबाहेर चार्जिंग कमी'],
    other: ['कमी पर्यायी सुविधा'],
  },
};

const pa: TruckTexts = {
  body: {
    mini: 'ਮਿਨੀ ਟਰੱਕ',
    pickup: 'ਪਿਕਅੱਪ ਟਰੱਕ',
    cargo: 'ਕਾਰਗੋ ਟਰੱਕ',
    dumper: 'ਡੰਪਰ ਟਰੱਕ',
    trailer: 'ਟ੍ਰੇਲਰ ਟਰੱਕ',
    electric: 'ਇਲੈਕਟ੍ਰਿਕ ਟਰੱਕ',
  },
  description: (name, brand, body) => `${name}, ${brand} ਦਾ ${body} ਹੈ।`,
  priceQ: (name) => `${name} ਦੀ ਕੀਮਤ ਕੀ ਹੈ?`,
  priceA: (name, range) =>
    range === null
      ? `${name} ਦੀ ਕੀਮਤ ਅਜੇ ਐਲਾਨੀ ਨਹੀਂ ਗਈ: ਕੀਮਤ ਜਲਦੀ ਆਵੇਗੀ।`
      : `${name} ਦੀ ਕੀਮਤ ${range} (ਐਕਸ-ਸ਼ੋਰੂਮ) ਹੈ।`,
  payloadQ: (name) => `${name} ਦਾ ਪੇਲੋਡ ਕਿੰਨਾ ਹੈ?`,
  payloadA: (p, g) =>
    p === null ? 'ਪੇਲੋਡ ਅਜੇ ਪ੍ਰਕਾਸ਼ਿਤ ਨਹੀਂ ਹੋਇਆ।' : `${kg(p)} ਕਿਲੋ, ${kg(g ?? 0)} ਕਿਲੋ ਜੀਵੀਡਬਲਯੂ ਉੱਤੇ।`,
  fuelQ: (name) => `${name} ਕਿਹੜੇ ਬਾਲਣ ਉੱਤੇ ਚੱਲਦਾ ਹੈ?`,
  fuelA: (fuel) => `ਇਹ ${fuel} ਉੱਤੇ ਚੱਲਦਾ ਹੈ।`,
  pros: {
    mini: ['ਆਖਰੀ ਮੀਲ ਡਿਲੀਵਰੀ ਲਈ ਘੱਟ ਖਰਚਾ', 'ਸ਼ਹਿਰ ਦੀਆਂ ਤੰਗ ਗਲੀਆਂ ਵਿੱਚ ਚਲਾਉਣਾ ਸੌਖਾ'],
    pickup: ['ਆਪਣੀ ਸ਼੍ਰੇਣੀ ਵਿੱਚ ਵੱਧ ਪੇਲੋਡ', 'ਪਿੰਡਾਂ ਦੀਆਂ ਸੜਕਾਂ ਉੱਤੇ ਮਜ਼ਬੂਤ ਟਾਰਕ'],
    cargo: ['ਡੈੱਕ ਦੀ ਲੰਬਾਈ ਦੇ ਕਈ ਵਿਕਲਪ', 'ਭਰੋਸੇਯੋਗ ਇੰਜਣ ਅਤੇ ਵਧੀਆ ਸਰਵਿਸ ਨੈੱਟਵਰਕ'],
    dumper: ['ਖਣਨ ਅਤੇ ਉਸਾਰੀ ਲਈ ਮਜ਼ਬੂਤ ਚੈਸੀ', 'ਮਜ਼ਬੂਤ ਟਿੱਪਰ ਬਾਡੀ'],
    trailer: ['ਲੰਮੀ ਦੂਰੀ ਲਈ ਵੱਧ ਭਾਰ ਸਮਰੱਥਾ', 'ਆਰਾਮਦਾਇਕ ਸਲੀਪਰ ਕੈਬਿਨ'],
    electric: ['ਪ੍ਰਤੀ ਕਿਮੀ ਲਗਭਗ ਸਿਫ਼ਰ ਖਰਚਾ', 'ਸ਼ਾਂਤ, ਧੂੰਆਂ-ਰਹਿਤ ਡਰਾਈਵ'],
    other: ['ਭਰੋਸੇਯੋਗ ਬ੍ਰਾਂਡ ਅਤੇ ਵੱਡਾ ਸਰਵਿਸ ਨੈੱਟਵਰਕ'],
  },
  cons: {
    mini: ['ਹਾਈਵੇ ਉੱਤੇ ਸੀਮਤ ਕਾਰਗੁਜ਼ਾਰੀ'],
    pickup: ['ਸਾਧਾਰਨ ਕੈਬਿਨ ਸਹੂਲਤਾਂ'],
    cargo: ['ਖਾਲੀ ਹੋਣ ਉੱਤੇ ਸਫ਼ਰ ਸਖ਼ਤ'],
    dumper: ['ਪੂਰਾ ਭਰਿਆ ਹੋਣ ਉੱਤੇ ਵੱਧ ਬਾਲਣ ਖਰਚਾ'],
    trailer: ['ਸਿਖਲਾਈ ਪ੍ਰਾਪਤ ਡਰਾਈਵਰ ਅਤੇ ਮੁੜਨ ਲਈ ਚੌੜੀ ਥਾਂ ਚਾਹੀਦੀ ਹੈ'],
    electric: ['ਵੱਡੇ ਸ਼ਹਿਰਾਂ ਤੋਂ ਬਾਹਰ ਚਾਰਜਿੰਗ ਘੱਟ'],
    other: ['ਘੱਟ ਵਿਕਲਪਿਕ ਸਹੂਲਤਾਂ'],
  },
};

const ta: TruckTexts = {
  body: {
    mini: 'மினி லாரி',
    pickup: 'பிக்கப் லாரி',
    cargo: 'சரக்கு லாரி',
    dumper: 'டம்ப்பர் லாரி',
    trailer: 'டிரெய்லர் லாரி',
    electric: 'மின்சார லாரி',
  },
  description: (name, brand, body) => `${name} என்பது ${brand} நிறுவனத்தின் ${body}.`,
  priceQ: (name) => `${name} விலை என்ன?`,
  priceA: (name, range) =>
    range === null
      ? `${name} விலை இன்னும் அறிவிக்கப்படவில்லை: விலை விரைவில்.`
      : `${name} விலை ${range} (எக்ஸ்-ஷோரூம்).`,
  payloadQ: (name) => `${name} இன் பேலோடு எவ்வளவு?`,
  payloadA: (p, g) =>
    p === null ? 'பேலோடு இன்னும் வெளியிடப்படவில்லை.' : `${kg(p)} கிலோ, ${kg(g ?? 0)} கிலோ ஜிவிடபிள்யூவில்.`,
  fuelQ: (name) => `${name} எந்த எரிபொருளில் இயங்குகிறது?`,
  fuelA: (fuel) => `இது ${fuel} எரிபொருளில் இயங்குகிறது.`,
  pros: {
    mini: ['கடைசி மைல் டெலிவரிக்கு குறைந்த செலவு', 'நகரக் குறுகிய தெருக்களில் ஓட்ட எளிது'],
    pickup: ['தன் பிரிவில் அதிக பேலோடு', 'கிராமச் சாலைகளில் வலுவான டார்க்'],
    cargo: ['பல டெக் நீள தேர்வுகள்', 'நம்பகமான என்ஜின், நல்ல சர்வீஸ் வலையமைப்பு'],
    dumper: ['சுரங்கம், கட்டுமானத்துக்கு வலுவான சேசிஸ்', 'உறுதியான டிப்பர் உடல்'],
    trailer: ['நீண்ட தூரத்துக்கு அதிக எடைத் திறன்', 'வசதியான ஸ்லீப்பர் கேபின்'],
    electric: ['ஒரு கிமீக்கு கிட்டத்தட்ட பூஜ்ய செலவு', 'அமைதியான, புகையில்லாத ஓட்டம்'],
    other: ['நம்பகமான பிராண்ட், பெரிய சர்வீஸ் வலையமைப்பு'],
  },
  cons: {
    mini: ['நெடுஞ்சாலையில் குறைந்த செயல்திறன்'],
    pickup: ['எளிமையான கேபின் வசதிகள்'],
    cargo: ['காலியாக இருக்கும்போது பயணம் கடினம்'],
    dumper: ['முழு சுமையில் அதிக எரிபொருள் செலவு'],
    trailer: ['பயிற்சி பெற்ற ஓட்டுநரும் திரும்ப அகலமான இடமும் தேவை'],
    electric: ['பெருநகரங்களுக்கு வெளியே சார்ஜிங் குறைவு'],
    other: ['குறைந்த கூடுதல் வசதிகள்'],
  },
};

const te: TruckTexts = {
  body: {
    mini: 'మినీ ట్రక్',
    pickup: 'పికప్ ట్రక్',
    cargo: 'కార్గో ట్రక్',
    dumper: 'డంపర్ ట్రక్',
    trailer: 'ట్రైలర్ ట్రక్',
    electric: 'ఎలక్ట్రిక్ ట్రక్',
  },
  description: (name, brand, body) => `${name} అనేది ${brand} తయారు చేసిన ${body}.`,
  priceQ: (name) => `${name} ధర ఎంత?`,
  priceA: (name, range) =>
    range === null ? `${name} ధర ఇంకా ప్రకటించలేదు: ధర త్వరలో.` : `${name} ధర ${range} (ఎక్స్-షోరూమ్).`,
  payloadQ: (name) => `${name} పేలోడ్ ఎంత?`,
  payloadA: (p, g) => (p === null ? 'పేలోడ్ ఇంకా ప్రచురించలేదు.' : `${kg(p)} కిలోలు, ${kg(g ?? 0)} కిలోల జీవీడబ్ల్యూపై.`),
  fuelQ: (name) => `${name} ఏ ఇంధనంతో నడుస్తుంది?`,
  fuelA: (fuel) => `ఇది ${fuel} తో నడుస్తుంది.`,
  pros: {
    mini: ['లాస్ట్-మైల్ డెలివరీకి తక్కువ ఖర్చు', 'నగరంలో ఇరుకు వీధుల్లో నడపడం సులువు'],
    pickup: ['తన విభాగంలో ఎక్కువ పేలోడ్', 'గ్రామీణ రోడ్లపై బలమైన టార్క్'],
    cargo: ['డెక్ పొడవులో చాలా ఎంపికలు', 'నమ్మకమైన ఇంజిన్, మంచి సర్వీస్ నెట్‌వర్క్'],
    dumper: ['మైనింగ్, నిర్మాణానికి బలమైన ఛాసిస్', 'దృఢమైన టిప్పర్ బాడీ'],
    trailer: ['దూర ప్రయాణాలకు ఎక్కువ బరువు సామర్థ్యం', 'సౌకర్యవంతమైన స్లీపర్ క్యాబిన్'],
    electric: ['కిమీకి దాదాపు సున్నా ఖర్చు', 'నిశ్శబ్ద, పొగ లేని డ్రైవ్'],
    other: ['నమ్మకమైన బ్రాండ్, పెద్ద సర్వీస్ నెట్‌వర్క్'],
  },
  cons: {
    mini: ['హైవేపై పరిమిత పనితీరు'],
    pickup: ['సాధారణ క్యాబిన్ సదుపాయాలు'],
    cargo: ['ఖాళీగా ఉన్నప్పుడు ప్రయాణం గట్టిగా ఉంటుంది'],
    dumper: ['పూర్తి లోడ్‌లో ఎక్కువ ఇంధన ఖర్చు'],
    trailer: ['శిక్షణ పొందిన డ్రైవర్, తిరగడానికి విశాలమైన స్థలం అవసరం'],
    electric: ['మహానగరాల బయట ఛార్జింగ్ తక్కువ'],
    other: ['తక్కువ ఐచ్ఛిక సదుపాయాలు'],
  },
};

const TEXTS: Record<Exclude<ContentLocale, 'en'>, TruckTexts> = { hi, mr, pa, ta, te };

/** A truck's description, FAQ, pros and cons in the five languages besides English (the same questions). */
export function truckLocalizedContent(input: {
  name: string;
  brandName: string;
  bodyType: string;
  fuelType: string;
  minPrice: number | null;
  maxPrice: number | null;
  payloadKg: number | null;
  gvwKg: number | null;
}): LocalizedModelContent {
  const localized: LocalizedModelContent = {};
  for (const locale of CONTENT_LOCALES) {
    if (locale === 'en') continue;
    const t = TEXTS[locale];
    const body = t.body[input.bodyType] ?? t.body.cargo;
    localized[locale] = {
      description: t.description(input.name, input.brandName, body),
      faq: [
        { question: t.priceQ(input.name), answer: t.priceA(input.name, priceRange(locale, input)) },
        { question: t.payloadQ(input.name), answer: t.payloadA(input.payloadKg, input.gvwKg) },
        {
          question: t.fuelQ(input.name),
          answer: t.fuelA(FUEL_WORDS[locale][input.fuelType] ?? input.fuelType),
        },
      ],
      pros: t.pros[input.bodyType] ?? t.pros.other,
      cons: t.cons[input.bodyType] ?? t.cons.other,
    };
  }
  return localized;
}
