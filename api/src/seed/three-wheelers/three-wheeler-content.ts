import {
  FUEL_WORDS,
  priceRange,
  type ContentInput,
  type ContentLocale,
  type ModelContent,
} from '../catalogue/content-words';

interface ThreeWheelerTexts {
  body: Record<string, string>;
  description: (name: string, brand: string, body: string, fuel: string) => string;
  priceQ: (name: string) => string;
  priceA: (name: string, range: string | null) => string;
  seatsQ: (name: string) => string;
  seatsA: (name: string, seats: number) => string;
  payloadQ: (name: string) => string;
  payloadA: (name: string, kg: number) => string;
  fuelQ: (name: string) => string;
  fuelA: (name: string, fuel: string) => string;
  rangeQ: (name: string) => string;
  rangeA: (km: number, kwh: number, hours: number) => string;
  pros: Record<string, string[]>;
  cons: Record<string, string[]>;
}

const en: ThreeWheelerTexts = {
  body: { passenger: 'passenger auto-rickshaw', cargo: 'cargo three-wheeler', 'e-rickshaw': 'e-rickshaw' },
  description: (name, brand, body, fuel) => `The ${name} is a ${fuel} ${body} from ${brand}.`,
  priceQ: (name) => `What is the price of the ${name}?`,
  priceA: (name, range) =>
    range === null
      ? `The price of the ${name} is not announced yet: price coming soon.`
      : `The ${name} is priced from ${range} (ex-showroom).`,
  seatsQ: (name) => `How many passengers can the ${name} carry?`,
  seatsA: (name, seats) => `The ${name} carries ${seats} passengers plus the driver.`,
  payloadQ: (name) => `What is the payload of the ${name}?`,
  payloadA: (name, kg) => `The ${name} carries up to ${kg} kg.`,
  fuelQ: (name) => `Which fuel does the ${name} use?`,
  fuelA: (name, fuel) => `The ${name} runs on ${fuel}.`,
  rangeQ: (name) => `What is the range and charging time of the ${name}?`,
  rangeA: (km, kwh, hours) =>
    `About ${km} km on a full charge of its ${kwh} kWh battery; a full charge takes about ${hours} hours.`,
  pros: {
    passenger: ['Earns well on short city trips', 'Easy to park and turn in narrow lanes'],
    cargo: ['Low cost per delivery', 'Fits lanes a truck cannot enter'],
    'e-rickshaw': ['Lowest price to start earning', 'Charges from a home socket'],
    electric: ['Running cost well under a rupee per km', 'No fuel queues, quiet ride'],
    gas: ['Cheaper to run than petrol or diesel'],
  },
  cons: {
    passenger: ['Open sides in rain and winter'],
    cargo: ['Light load body sways in crosswinds'],
    'e-rickshaw': ['Low top speed, not allowed on highways'],
    electric: ['Battery replacement is costly'],
  },
};

const hi: ThreeWheelerTexts = {
  body: { passenger: 'यात्री ऑटो-रिक्शा', cargo: 'कार्गो थ्री-व्हीलर', 'e-rickshaw': 'ई-रिक्शा' },
  description: (name, brand, body, fuel) => `${name}, ${brand} का ${fuel} ${body} है।`,
  priceQ: (name) => `${name} की कीमत क्या है?`,
  priceA: (name, range) =>
    range === null
      ? `${name} की कीमत अभी घोषित नहीं हुई है; यह जल्द घोषित होगी।`
      : `${name} की कीमत ${range} (एक्स-शोरूम) है।`,
  seatsQ: (name) => `${name} में कितने यात्री बैठ सकते हैं?`,
  seatsA: (name, seats) => `${name} में ड्राइवर के अलावा ${seats} यात्री बैठ सकते हैं।`,
  payloadQ: (name) => `${name} का पेलोड कितना है?`,
  payloadA: (name, kg) => `${name} ${kg} किलो तक सामान ले जा सकता है।`,
  fuelQ: (name) => `${name} किस ईंधन पर चलता है?`,
  fuelA: (name, fuel) => `${name} ${fuel} पर चलता है।`,
  rangeQ: (name) => `${name} की रेंज और चार्जिंग समय कितना है?`,
  rangeA: (km, kwh, hours) =>
    `${kwh} kWh बैटरी की पूरी चार्जिंग पर लगभग ${km} किमी; पूरा चार्ज होने में लगभग ${hours} घंटे लगते हैं।`,
  pros: {
    passenger: ['शहर की छोटी सवारियों में अच्छी कमाई', 'तंग गलियों में पार्क करना और मोड़ना आसान'],
    cargo: ['प्रति डिलीवरी कम खर्च', 'जहाँ ट्रक नहीं जा सकता वहाँ पहुँचता है'],
    'e-rickshaw': ['कमाई शुरू करने के लिए सबसे कम कीमत', 'घर के सॉकेट से चार्ज'],
    electric: ['प्रति किमी एक रुपये से भी कम खर्च', 'ईंधन की लाइन नहीं, शांत सवारी'],
    gas: ['पेट्रोल या डीज़ल से सस्ता चलाना'],
  },
  cons: {
    passenger: ['बारिश और सर्दी में खुले किनारे'],
    cargo: ['हल्की बॉडी तेज़ हवा में डगमगाती है'],
    'e-rickshaw': ['कम टॉप स्पीड, हाईवे पर अनुमति नहीं'],
    electric: ['बैटरी बदलना महँगा'],
  },
};

const mr: ThreeWheelerTexts = {
  body: { passenger: 'प्रवासी ऑटो-रिक्षा', cargo: 'कार्गो थ्री-व्हीलर', 'e-rickshaw': 'ई-रिक्षा' },
  description: (name, brand, body, fuel) => `${name} ही ${brand} ची ${fuel} ${body} आहे.`,
  priceQ: (name) => `${name} ची किंमत किती आहे?`,
  priceA: (name, range) =>
    range === null
      ? `${name} ची किंमत अजून जाहीर झालेली नाही: किंमत लवकरच.`
      : `${name} ची किंमत ${range} (एक्स-शोरूम) आहे.`,
  seatsQ: (name) => `${name} मध्ये किती प्रवासी बसू शकतात?`,
  seatsA: (name, seats) => `${name} मध्ये चालकाशिवाय ${seats} प्रवासी बसू शकतात.`,
  payloadQ: (name) => `${name} चा पेलोड किती आहे?`,
  payloadA: (name, kg) => `${name} ${kg} किलोपर्यंत माल वाहून नेते.`,
  fuelQ: (name) => `${name} कोणत्या इंधनावर चालते?`,
  fuelA: (name, fuel) => `${name} ${fuel} वर चालते.`,
  rangeQ: (name) => `${name} ची रेंज आणि चार्जिंग वेळ किती आहे?`,
  rangeA: (km, kwh, hours) =>
    `${kwh} kWh बॅटरी पूर्ण चार्ज केल्यावर सुमारे ${km} किमी; पूर्ण चार्जिंगला सुमारे ${hours} तास लागतात.`,
  pros: {
    passenger: ['शहरातील छोट्या फेऱ्यांत चांगली कमाई', 'अरुंद गल्ल्यांत पार्किंग आणि वळण सोपे'],
    cargo: ['प्रति डिलिव्हरी कमी खर्च', 'जिथे ट्रक जाऊ शकत नाही तिथे पोहोचते'],
    'e-rickshaw': ['कमाई सुरू करण्यासाठी सर्वात कमी किंमत', 'घरच्या सॉकेटवर चार्ज'],
    electric: ['प्रति किमी एक रुपयापेक्षा कमी खर्च', 'इंधनाची रांग नाही, शांत प्रवास'],
    gas: ['पेट्रोल किंवा डिझेलपेक्षा स्वस्त'],
  },
  cons: {
    passenger: ['पाऊस आणि थंडीत उघड्या बाजू'],
    cargo: ['हलकी बॉडी जोराच्या वाऱ्यात डोलते'],
    'e-rickshaw': ['कमी कमाल वेग, महामार्गावर परवानगी नाही'],
    electric: ['बॅटरी बदलणे महाग'],
  },
};

const pa: ThreeWheelerTexts = {
  body: { passenger: 'ਯਾਤਰੀ ਆਟੋ-ਰਿਕਸ਼ਾ', cargo: 'ਕਾਰਗੋ ਥ੍ਰੀ-ਵ੍ਹੀਲਰ', 'e-rickshaw': 'ਈ-ਰਿਕਸ਼ਾ' },
  description: (name, brand, body, fuel) => `${name}, ${brand} ਦਾ ${fuel} ${body} ਹੈ।`,
  priceQ: (name) => `${name} ਦੀ ਕੀਮਤ ਕੀ ਹੈ?`,
  priceA: (name, range) =>
    range === null
      ? `${name} ਦੀ ਕੀਮਤ ਅਜੇ ਐਲਾਨੀ ਨਹੀਂ ਗਈ: ਕੀਮਤ ਜਲਦੀ ਆਵੇਗੀ।`
      : `${name} ਦੀ ਕੀਮਤ ${range} (ਐਕਸ-ਸ਼ੋਰੂਮ) ਹੈ।`,
  seatsQ: (name) => `${name} ਵਿੱਚ ਕਿੰਨੇ ਯਾਤਰੀ ਬੈਠ ਸਕਦੇ ਹਨ?`,
  seatsA: (name, seats) => `${name} ਵਿੱਚ ਡਰਾਈਵਰ ਤੋਂ ਇਲਾਵਾ ${seats} ਯਾਤਰੀ ਬੈਠ ਸਕਦੇ ਹਨ।`,
  payloadQ: (name) => `${name} ਦਾ ਪੇਲੋਡ ਕਿੰਨਾ ਹੈ?`,
  payloadA: (name, kg) => `${name} ${kg} ਕਿਲੋ ਤੱਕ ਸਾਮਾਨ ਲੈ ਜਾ ਸਕਦਾ ਹੈ।`,
  fuelQ: (name) => `${name} ਕਿਹੜੇ ਬਾਲਣ ਉੱਤੇ ਚੱਲਦਾ ਹੈ?`,
  fuelA: (name, fuel) => `${name} ${fuel} ਉੱਤੇ ਚੱਲਦਾ ਹੈ।`,
  rangeQ: (name) => `${name} ਦੀ ਰੇਂਜ ਅਤੇ ਚਾਰਜਿੰਗ ਸਮਾਂ ਕਿੰਨਾ ਹੈ?`,
  rangeA: (km, kwh, hours) =>
    `${kwh} kWh ਬੈਟਰੀ ਪੂਰੀ ਚਾਰਜ ਹੋਣ ਉੱਤੇ ਲਗਭਗ ${km} ਕਿਮੀ; ਪੂਰਾ ਚਾਰਜ ਹੋਣ ਵਿੱਚ ਲਗਭਗ ${hours} ਘੰਟੇ।`,
  pros: {
    passenger: ['ਸ਼ਹਿਰ ਦੀਆਂ ਛੋਟੀਆਂ ਸਵਾਰੀਆਂ ਵਿੱਚ ਚੰਗੀ ਕਮਾਈ', 'ਤੰਗ ਗਲੀਆਂ ਵਿੱਚ ਪਾਰਕ ਕਰਨਾ ਅਤੇ ਮੋੜਨਾ ਸੌਖਾ'],
    cargo: ['ਪ੍ਰਤੀ ਡਿਲੀਵਰੀ ਘੱਟ ਖਰਚਾ', 'ਜਿੱਥੇ ਟਰੱਕ ਨਹੀਂ ਜਾ ਸਕਦਾ ਉੱਥੇ ਪਹੁੰਚਦਾ ਹੈ'],
    'e-rickshaw': ['ਕਮਾਈ ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਸਭ ਤੋਂ ਘੱਟ ਕੀਮਤ', 'ਘਰ ਦੇ ਸਾਕਟ ਤੋਂ ਚਾਰਜ'],
    electric: ['ਪ੍ਰਤੀ ਕਿਮੀ ਇੱਕ ਰੁਪਏ ਤੋਂ ਵੀ ਘੱਟ ਖਰਚਾ', 'ਬਾਲਣ ਦੀ ਲਾਈਨ ਨਹੀਂ, ਸ਼ਾਂਤ ਸਫ਼ਰ'],
    gas: ['ਪੈਟਰੋਲ ਜਾਂ ਡੀਜ਼ਲ ਨਾਲੋਂ ਸਸਤਾ'],
  },
  cons: {
    passenger: ['ਮੀਂਹ ਅਤੇ ਸਰਦੀ ਵਿੱਚ ਖੁੱਲ੍ਹੇ ਪਾਸੇ'],
    cargo: ['ਹਲਕੀ ਬਾਡੀ ਤੇਜ਼ ਹਵਾ ਵਿੱਚ ਡੋਲਦੀ ਹੈ'],
    'e-rickshaw': ['ਘੱਟ ਟਾਪ ਸਪੀਡ, ਹਾਈਵੇ ਉੱਤੇ ਮਨਜ਼ੂਰੀ ਨਹੀਂ'],
    electric: ['ਬੈਟਰੀ ਬਦਲਣਾ ਮਹਿੰਗਾ'],
  },
};

const ta: ThreeWheelerTexts = {
  body: {
    passenger: 'பயணிகள் ஆட்டோ ரிக்‌ஷா',
    cargo: 'சரக்கு மூன்று சக்கர வாகனம்',
    'e-rickshaw': 'இ-ரிக்‌ஷா',
  },
  description: (name, brand, body, fuel) => `${name} என்பது ${brand} நிறுவனத்தின் ${fuel} ${body}.`,
  priceQ: (name) => `${name} விலை என்ன?`,
  priceA: (name, range) =>
    range === null
      ? `${name} விலை இன்னும் அறிவிக்கப்படவில்லை: விலை விரைவில்.`
      : `${name} விலை ${range} (எக்ஸ்-ஷோரூம்).`,
  seatsQ: (name) => `${name} இல் எத்தனை பயணிகள் செல்லலாம்?`,
  seatsA: (name, seats) => `${name} இல் ஓட்டுநர் தவிர ${seats} பயணிகள் செல்லலாம்.`,
  payloadQ: (name) => `${name} இன் பேலோடு எவ்வளவு?`,
  payloadA: (name, kg) => `${name} ${kg} கிலோ வரை சரக்கு ஏற்றும்.`,
  fuelQ: (name) => `${name} எந்த எரிபொருளில் இயங்குகிறது?`,
  fuelA: (name, fuel) => `${name} ${fuel} எரிபொருளில் இயங்குகிறது.`,
  rangeQ: (name) => `${name} இன் ரேஞ்ச் மற்றும் சார்ஜிங் நேரம் என்ன?`,
  rangeA: (km, kwh, hours) =>
    `${kwh} kWh பேட்டரியை முழுமையாக சார்ஜ் செய்தால் சுமார் ${km} கிமீ; முழு சார்ஜுக்கு சுமார் ${hours} மணி நேரம்.`,
  pros: {
    passenger: ['நகரக் குறுகிய பயணங்களில் நல்ல வருமானம்', 'குறுகிய தெருக்களில் நிறுத்தவும் திருப்பவும் எளிது'],
    cargo: ['ஒரு டெலிவரிக்கு குறைந்த செலவு', 'லாரி நுழைய முடியாத தெருக்களிலும் செல்லும்'],
    'e-rickshaw': ['வருமானம் தொடங்க மிகக் குறைந்த விலை', 'வீட்டு சாக்கெட்டில் சார்ஜ்'],
    electric: ['ஒரு கிமீக்கு ஒரு ரூபாய்க்கும் குறைவான செலவு', 'எரிபொருள் வரிசை இல்லை, அமைதியான பயணம்'],
    gas: ['பெட்ரோல், டீசலை விட மலிவான இயக்கம்'],
  },
  cons: {
    passenger: ['மழையிலும் குளிரிலும் திறந்த பக்கங்கள்'],
    cargo: ['இலகுவான உடல் பலத்த காற்றில் ஆடும்'],
    'e-rickshaw': ['குறைந்த அதிகபட்ச வேகம்; நெடுஞ்சாலையில் அனுமதி இல்லை'],
    electric: ['பேட்டரி மாற்றுவது செலவானது'],
  },
};

const te: ThreeWheelerTexts = {
  body: { passenger: 'ప్రయాణికుల ఆటో-రిక్షా', cargo: 'కార్గో త్రీ-వీలర్', 'e-rickshaw': 'ఇ-రిక్షా' },
  description: (name, brand, body, fuel) => `${name} అనేది ${brand} తయారు చేసిన ${fuel} ${body}.`,
  priceQ: (name) => `${name} ధర ఎంత?`,
  priceA: (name, range) =>
    range === null ? `${name} ధర ఇంకా ప్రకటించలేదు: ధర త్వరలో.` : `${name} ధర ${range} (ఎక్స్-షోరూమ్).`,
  seatsQ: (name) => `${name} లో ఎంత మంది ప్రయాణికులు వెళ్లవచ్చు?`,
  seatsA: (name, seats) => `${name} లో డ్రైవర్ కాకుండా ${seats} ప్రయాణికులు వెళ్లవచ్చు.`,
  payloadQ: (name) => `${name} పేలోడ్ ఎంత?`,
  payloadA: (name, kg) => `${name} ${kg} కిలోల వరకు సరుకు మోస్తుంది.`,
  fuelQ: (name) => `${name} ఏ ఇంధనంతో నడుస్తుంది?`,
  fuelA: (name, fuel) => `${name} ${fuel} తో నడుస్తుంది.`,
  rangeQ: (name) => `${name} రేంజ్, ఛార్జింగ్ సమయం ఎంత?`,
  rangeA: (km, kwh, hours) => `${kwh} kWh బ్యాటరీ పూర్తి ఛార్జ్‌తో సుమారు ${km} కిమీ; పూర్తి ఛార్జ్‌కు సుమారు ${hours} గంటలు.`,
  pros: {
    passenger: ['నగరంలో చిన్న ట్రిప్పులతో మంచి సంపాదన', 'ఇరుకు వీధుల్లో పార్క్ చేయడం, తిప్పడం సులువు'],
    cargo: ['ఒక్కో డెలివరీకి తక్కువ ఖర్చు', 'ట్రక్ వెళ్లలేని వీధుల్లోకి వెళ్తుంది'],
    'e-rickshaw': ['సంపాదన మొదలుపెట్టడానికి అతి తక్కువ ధర', 'ఇంటి సాకెట్‌తో ఛార్జ్'],
    electric: ['కిమీకి ఒక రూపాయి కంటే తక్కువ ఖర్చు', 'ఇంధనం కోసం క్యూ లేదు, ప్రశాంత ప్రయాణం'],
    gas: ['పెట్రోల్, డీజిల్ కంటే చౌకగా నడుస్తుంది'],
  },
  cons: {
    passenger: ['వర్షం, చలిలో తెరిచిన పక్కలు'],
    cargo: ['తేలికపాటి బాడీ బలమైన గాలిలో ఊగుతుంది'],
    'e-rickshaw': ['తక్కువ టాప్ స్పీడ్, హైవేపై అనుమతి లేదు'],
    electric: ['బ్యాటరీ మార్చడం ఖరీదు'],
  },
};

const TEXTS: Record<ContentLocale, ThreeWheelerTexts> = { en, hi, mr, pa, ta, te };

/** Description, FAQ, pros and cons of a three-wheeler model in one language. */
export function threeWheelerContent(locale: ContentLocale, input: ContentInput): ModelContent {
  const t = TEXTS[locale];
  const fuel = FUEL_WORDS[locale][input.fuelType] ?? input.fuelType;
  const body = t.body[input.bodyType] ?? t.body.passenger;
  const { seats, payloadKg, batteryKwh, rangeKm, chargingHours } = input.specs;
  const faq = [{ question: t.priceQ(input.name), answer: t.priceA(input.name, priceRange(locale, input)) }];
  if (seats !== null) faq.push({ question: t.seatsQ(input.name), answer: t.seatsA(input.name, seats) });
  if (payloadKg !== null)
    faq.push({ question: t.payloadQ(input.name), answer: t.payloadA(input.name, payloadKg) });
  faq.push({ question: t.fuelQ(input.name), answer: t.fuelA(input.name, fuel) });
  if (batteryKwh !== null && rangeKm !== null && chargingHours !== null)
    faq.push({ question: t.rangeQ(input.name), answer: t.rangeA(rangeKm, batteryKwh, chargingHours) });
  const electric = input.fuelType === 'electric';
  const gas = input.fuelType === 'cng' || input.fuelType === 'lpg';
  return {
    description: t.description(input.name, input.brandName, body, fuel),
    faq,
    pros: [
      ...(t.pros[input.bodyType] ?? t.pros.passenger),
      ...(electric && input.bodyType !== 'e-rickshaw' ? t.pros.electric : []),
      ...(gas ? t.pros.gas : []),
    ],
    cons: [...(t.cons[input.bodyType] ?? t.cons.passenger), ...(electric ? t.cons.electric : [])],
  };
}
