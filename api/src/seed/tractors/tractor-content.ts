import { priceRange, type ContentLocale, type ModelContent } from '../catalogue/content-words';

/** What a tractor's words are written from; prices in rupees. */
export interface TractorContentInput {
  name: string;
  brandName: string;
  /** utility | mini | orchard | heavy-duty */
  type: string;
  hp: number;
  minPrice: number | null;
  maxPrice: number | null;
  electric: boolean;
  drive: '2wd' | '4wd';
  ptoHp: number;
  liftKg: number;
  /** null for an electric tractor. */
  cylinders: number | null;
  forwardGears: number;
  reverseGears: number;
}

type Situation = 'utility' | 'mini' | 'orchard' | 'heavy-duty';

interface TractorWords {
  type: Record<Situation, string>;
  description: (i: TractorContentInput, type: string, drive: string) => string;
  engine: (cylinders: number, gearbox: string) => string;
  motor: (gearbox: string) => string;
  priceQ: (name: string) => string;
  priceA: (name: string, range: string | null) => string;
  powerQ: (name: string) => string;
  powerA: (i: TractorContentInput) => string;
  gearsQ: (name: string) => string;
  gearsA: (forward: number, reverse: number, gearbox: string) => string;
  pros: Record<Situation | '4wd' | 'electric', string[]>;
  cons: Record<Situation | '2wd' | 'electric', string[]>;
}

/** "an 8 F + 2 R gearbox", "a 12 F + 3 R gearbox". */
const article = (spoken: string) => (/^(8|11|18)\b/.test(spoken) ? 'an' : 'a');

const en: TractorWords = {
  type: {
    utility: 'utility tractor',
    mini: 'mini tractor',
    orchard: 'orchard tractor',
    'heavy-duty': 'heavy-duty tractor',
  },
  description: (i, type, drive) =>
    `The ${i.name} is a ${i.hp} HP ${drive} ${type} from ${i.brandName}, with ${i.ptoHp} HP at the PTO and a ${i.liftKg} kg hydraulic lift for rotavators, cultivators and trolleys.`,
  engine: (cylinders, gearbox) =>
    ` Its ${cylinders}-cylinder engine works through ${article(gearbox)} ${gearbox} gearbox.`,
  motor: (gearbox) =>
    ` Its electric motor runs on a battery and works through ${article(gearbox)} ${gearbox} gearbox.`,
  priceQ: (name) => `What is the price of the ${name}?`,
  priceA: (name, range) =>
    range === null
      ? `The price of the ${name} is not announced yet.`
      : `The ${name} costs ${range} (ex-showroom).`,
  powerQ: (name) => `How powerful is the ${name}?`,
  powerA: (i) => `${i.hp} HP engine power and ${i.ptoHp} HP at the PTO; it lifts up to ${i.liftKg} kg.`,
  gearsQ: (name) => `How many gears does the ${name} have?`,
  gearsA: (forward, reverse, gearbox) => `${forward} forward and ${reverse} reverse gears (${gearbox}).`,
  pros: {
    utility: [
      'Pulls a rotavator and a loaded trolley with ease',
      'Wide dealer and service network',
      'Easy finance from banks and NBFCs',
    ],
    mini: [
      'Turns in narrow rows and small plots',
      'Low diesel use on light work',
      'Low price and easy finance',
    ],
    orchard: [
      'Narrow track fits between orchard and vineyard rows',
      'Runs sprayers and mulchers from the PTO',
      'Wide dealer and service network',
    ],
    'heavy-duty': [
      'Handles super seeders, balers and reversible ploughs',
      'Strong lift for heavy mounted implements',
      'Fast on the road with a loaded trolley',
    ],
    '4wd': ['Four-wheel drive grips in wet paddy fields and on slopes'],
    electric: ['No diesel bill and very low running cost'],
  },
  cons: {
    utility: ['Basic seat on long days', 'Power steering only on higher variants'],
    mini: ['Too light for heavy tillage and big trolleys'],
    orchard: ['Narrow track is less stable with a heavy trolley on the road'],
    'heavy-duty': ['Higher price and diesel use than a utility tractor'],
    '2wd': ['Two-wheel drive slips in deep puddled fields'],
    electric: ['Charging takes hours and few service points outside cities'],
  },
};

const hi: TractorWords = {
  type: {
    utility: 'यूटिलिटी ट्रैक्टर',
    mini: 'मिनी ट्रैक्टर',
    orchard: 'बागवानी ट्रैक्टर',
    'heavy-duty': 'हेवी-ड्यूटी ट्रैक्टर',
  },
  description: (i, type, drive) =>
    `${i.name} ${i.brandName} का ${i.hp} एचपी ${drive} ${type} है, जिसमें ${i.ptoHp} एचपी पीटीओ पावर और ${i.liftKg} किलो की हाइड्रोलिक लिफ्ट है — रोटावेटर, कल्टीवेटर और ट्रॉली के लिए।`,
  engine: (cylinders, gearbox) => ` इसका ${cylinders}-सिलेंडर इंजन ${gearbox} गियरबॉक्स के साथ काम करता है।`,
  motor: (gearbox) => ` इसकी इलेक्ट्रिक मोटर बैटरी से चलती है और ${gearbox} गियरबॉक्स के साथ काम करती है।`,
  priceQ: (name) => `${name} की कीमत क्या है?`,
  priceA: (name, range) =>
    range === null ? `${name} की कीमत अभी घोषित नहीं हुई है।` : `${name} की कीमत ${range} (एक्स-शोरूम) है।`,
  powerQ: (name) => `${name} कितना ताकतवर है?`,
  powerA: (i) => `इंजन ${i.hp} एचपी और पीटीओ पर ${i.ptoHp} एचपी; यह ${i.liftKg} किलो तक उठाता है।`,
  gearsQ: (name) => `${name} में कितने गियर हैं?`,
  gearsA: (forward, reverse, gearbox) => `${forward} आगे और ${reverse} पीछे के गियर (${gearbox})।`,
  pros: {
    utility: [
      'रोटावेटर और भरी ट्रॉली आसानी से खींचता है',
      'डीलर और सर्विस का बड़ा नेटवर्क',
      'बैंक और एनबीएफसी से आसान लोन',
    ],
    mini: ['तंग कतारों और छोटे खेतों में आसानी से मुड़ता है', 'हल्के काम में डीज़ल की कम खपत', 'कम कीमत और आसान लोन'],
    orchard: [
      'संकरा ट्रैक बाग और अंगूर की कतारों के बीच फिट होता है',
      'पीटीओ से स्प्रेयर और मल्चर चलाता है',
      'डीलर और सर्विस का बड़ा नेटवर्क',
    ],
    'heavy-duty': [
      'सुपर सीडर, बेलर और रिवर्सिबल हल संभाल लेता है',
      'भारी उपकरणों के लिए मज़बूत लिफ्ट',
      'भरी ट्रॉली के साथ सड़क पर तेज़',
    ],
    '4wd': ['फोर-व्हील ड्राइव गीले धान के खेत और ढलान पर पकड़ बनाए रखता है'],
    electric: ['डीज़ल का खर्च नहीं, चलाने की लागत बहुत कम'],
  },
  cons: {
    utility: ['लंबे दिन में सीट साधारण लगती है', 'पावर स्टीयरिंग केवल ऊँचे वेरिएंट में'],
    mini: ['भारी जुताई और बड़ी ट्रॉली के लिए बहुत हल्का'],
    orchard: ['संकरे ट्रैक के कारण सड़क पर भारी ट्रॉली के साथ कम स्थिर'],
    'heavy-duty': ['यूटिलिटी ट्रैक्टर से ज़्यादा कीमत और डीज़ल खपत'],
    '2wd': ['टू-व्हील ड्राइव गहरे कीचड़ वाले खेत में फिसलता है'],
    electric: ['चार्ज होने में घंटों लगते हैं और शहरों के बाहर सर्विस पॉइंट कम'],
  },
};

const mr: TractorWords = {
  type: {
    utility: 'युटिलिटी ट्रॅक्टर',
    mini: 'मिनी ट्रॅक्टर',
    orchard: 'फळबाग ट्रॅक्टर',
    'heavy-duty': 'हेवी-ड्युटी ट्रॅक्टर',
  },
  description: (i, type, drive) =>
    `${i.name} हा ${i.brandName} चा ${i.hp} एचपी ${drive} ${type} आहे; ${i.ptoHp} एचपी पीटीओ पॉवर आणि ${i.liftKg} किलो हायड्रॉलिक लिफ्ट — रोटाव्हेटर, कल्टिव्हेटर आणि ट्रॉलीसाठी.`,
  engine: (cylinders, gearbox) => ` याचे ${cylinders}-सिलेंडर इंजिन ${gearbox} गिअरबॉक्ससोबत काम करते.`,
  motor: (gearbox) => ` याची इलेक्ट्रिक मोटर बॅटरीवर चालते आणि ${gearbox} गिअरबॉक्ससोबत काम करते.`,
  priceQ: (name) => `${name} ची किंमत किती आहे?`,
  priceA: (name, range) =>
    range === null ? `${name} ची किंमत अजून जाहीर झालेली नाही.` : `${name} ची किंमत ${range} (एक्स-शोरूम) आहे.`,
  powerQ: (name) => `${name} किती ताकदवान आहे?`,
  powerA: (i) => `इंजिन ${i.hp} एचपी आणि पीटीओवर ${i.ptoHp} एचपी; तो ${i.liftKg} किलोपर्यंत उचलतो.`,
  gearsQ: (name) => `${name} मध्ये किती गिअर आहेत?`,
  gearsA: (forward, reverse, gearbox) => `${forward} पुढचे आणि ${reverse} मागचे गिअर (${gearbox}).`,
  pros: {
    utility: ['रोटाव्हेटर आणि भरलेली ट्रॉली सहज ओढतो', 'डीलर आणि सर्व्हिसचे मोठे जाळे', 'बँका व एनबीएफसीकडून सोपे कर्ज'],
    mini: ['अरुंद ओळी आणि लहान शेतात सहज वळतो', 'हलक्या कामात डिझेलचा कमी वापर', 'कमी किंमत आणि सोपे कर्ज'],
    orchard: [
      'अरुंद ट्रॅक फळबाग व द्राक्षबागेच्या ओळींमध्ये बसतो',
      'पीटीओवर फवारणी यंत्र आणि मल्चर चालवतो',
      'डीलर आणि सर्व्हिसचे मोठे जाळे',
    ],
    'heavy-duty': [
      'सुपर सीडर, बेलर आणि रिव्हर्सिबल नांगर सहज चालवतो',
      'जड अवजारांसाठी मजबूत लिफ्ट',
      'भरलेल्या ट्रॉलीसह रस्त्यावर वेगवान',
    ],
    '4wd': ['फोर-व्हील ड्राइव्ह ओल्या भातशेतीत आणि उतारावर पकड ठेवतो'],
    electric: ['डिझेलचा खर्च नाही, चालवण्याचा खर्च खूप कमी'],
  },
  cons: {
    utility: ['लांब दिवसात बैठक साधी वाटते', 'पॉवर स्टीअरिंग फक्त वरच्या व्हेरिएंटमध्ये'],
    mini: ['जड नांगरणी आणि मोठ्या ट्रॉलीसाठी खूप हलका'],
    orchard: ['अरुंद ट्रॅकमुळे रस्त्यावर जड ट्रॉलीसह कमी स्थिर'],
    'heavy-duty': ['युटिलिटी ट्रॅक्टरपेक्षा जास्त किंमत आणि डिझेल वापर'],
    '2wd': ['टू-व्हील ड्राइव्ह खोल चिखलाच्या शेतात घसरतो'],
    electric: ['चार्जिंगला अनेक तास लागतात आणि शहराबाहेर सर्व्हिस केंद्रे कमी'],
  },
};

const pa: TractorWords = {
  type: {
    utility: 'ਯੂਟਿਲਿਟੀ ਟਰੈਕਟਰ',
    mini: 'ਮਿੰਨੀ ਟਰੈਕਟਰ',
    orchard: 'ਬਾਗਬਾਨੀ ਟਰੈਕਟਰ',
    'heavy-duty': 'ਹੈਵੀ-ਡਿਊਟੀ ਟਰੈਕਟਰ',
  },
  description: (i, type, drive) =>
    `${i.name} ${i.brandName} ਦਾ ${i.hp} ਐਚਪੀ ${drive} ${type} ਹੈ, ਜਿਸ ਵਿੱਚ ${i.ptoHp} ਐਚਪੀ ਪੀਟੀਓ ਪਾਵਰ ਅਤੇ ${i.liftKg} ਕਿਲੋ ਹਾਈਡ੍ਰੌਲਿਕ ਲਿਫਟ ਹੈ — ਰੋਟਾਵੇਟਰ, ਕਲਟੀਵੇਟਰ ਅਤੇ ਟਰਾਲੀ ਲਈ।`,
  engine: (cylinders, gearbox) => ` ਇਸ ਦਾ ${cylinders}-ਸਿਲੰਡਰ ਇੰਜਣ ${gearbox} ਗੀਅਰਬਾਕਸ ਨਾਲ ਕੰਮ ਕਰਦਾ ਹੈ।`,
  motor: (gearbox) => ` ਇਸ ਦੀ ਇਲੈਕਟ੍ਰਿਕ ਮੋਟਰ ਬੈਟਰੀ ’ਤੇ ਚੱਲਦੀ ਹੈ ਅਤੇ ${gearbox} ਗੀਅਰਬਾਕਸ ਨਾਲ ਕੰਮ ਕਰਦੀ ਹੈ।`,
  priceQ: (name) => `${name} ਦੀ ਕੀਮਤ ਕੀ ਹੈ?`,
  priceA: (name, range) =>
    range === null ? `${name} ਦੀ ਕੀਮਤ ਅਜੇ ਐਲਾਨੀ ਨਹੀਂ ਗਈ।` : `${name} ਦੀ ਕੀਮਤ ${range} (ਐਕਸ-ਸ਼ੋਰੂਮ) ਹੈ।`,
  powerQ: (name) => `${name} ਕਿੰਨਾ ਤਾਕਤਵਰ ਹੈ?`,
  powerA: (i) => `ਇੰਜਣ ${i.hp} ਐਚਪੀ ਅਤੇ ਪੀਟੀਓ ’ਤੇ ${i.ptoHp} ਐਚਪੀ; ਇਹ ${i.liftKg} ਕਿਲੋ ਤੱਕ ਚੁੱਕਦਾ ਹੈ।`,
  gearsQ: (name) => `${name} ਵਿੱਚ ਕਿੰਨੇ ਗੀਅਰ ਹਨ?`,
  gearsA: (forward, reverse, gearbox) => `${forward} ਅੱਗੇ ਅਤੇ ${reverse} ਪਿੱਛੇ ਦੇ ਗੀਅਰ (${gearbox})।`,
  pros: {
    utility: ['ਰੋਟਾਵੇਟਰ ਅਤੇ ਭਰੀ ਟਰਾਲੀ ਸੌਖਿਆਂ ਖਿੱਚਦਾ ਹੈ', 'ਡੀਲਰ ਅਤੇ ਸਰਵਿਸ ਦਾ ਵੱਡਾ ਨੈੱਟਵਰਕ', 'ਬੈਂਕਾਂ ਅਤੇ ਐਨਬੀਐਫਸੀ ਤੋਂ ਸੌਖਾ ਲੋਨ'],
    mini: ['ਤੰਗ ਕਤਾਰਾਂ ਅਤੇ ਛੋਟੇ ਖੇਤਾਂ ਵਿੱਚ ਸੌਖਿਆਂ ਮੁੜਦਾ ਹੈ', 'ਹਲਕੇ ਕੰਮ ਵਿੱਚ ਡੀਜ਼ਲ ਦੀ ਘੱਟ ਖਪਤ', 'ਘੱਟ ਕੀਮਤ ਅਤੇ ਸੌਖਾ ਲੋਨ'],
    orchard: [
      'ਤੰਗ ਟਰੈਕ ਬਾਗਾਂ ਅਤੇ ਅੰਗੂਰਾਂ ਦੀਆਂ ਕਤਾਰਾਂ ਵਿਚਕਾਰ ਫਿੱਟ ਹੁੰਦਾ ਹੈ',
      'ਪੀਟੀਓ ਨਾਲ ਸਪਰੇਅਰ ਅਤੇ ਮਲਚਰ ਚਲਾਉਂਦਾ ਹੈ',
      'ਡੀਲਰ ਅਤੇ ਸਰਵਿਸ ਦਾ ਵੱਡਾ ਨੈੱਟਵਰਕ',
    ],
    'heavy-duty': [
      'ਸੁਪਰ ਸੀਡਰ, ਬੇਲਰ ਅਤੇ ਰਿਵਰਸੀਬਲ ਹਲ ਸੰਭਾਲ ਲੈਂਦਾ ਹੈ',
      'ਭਾਰੀ ਸੰਦਾਂ ਲਈ ਮਜ਼ਬੂਤ ਲਿਫਟ',
      'ਭਰੀ ਟਰਾਲੀ ਨਾਲ ਸੜਕ ’ਤੇ ਤੇਜ਼',
    ],
    '4wd': ['ਫੋਰ-ਵ੍ਹੀਲ ਡਰਾਈਵ ਗਿੱਲੇ ਝੋਨੇ ਦੇ ਖੇਤਾਂ ਅਤੇ ਢਲਾਣਾਂ ’ਤੇ ਪਕੜ ਬਣਾਈ ਰੱਖਦੀ ਹੈ'],
    electric: ['ਡੀਜ਼ਲ ਦਾ ਖਰਚ ਨਹੀਂ, ਚਲਾਉਣ ਦੀ ਲਾਗਤ ਬਹੁਤ ਘੱਟ'],
  },
  cons: {
    utility: ['ਲੰਮੇ ਦਿਨ ਵਿੱਚ ਸੀਟ ਸਾਧਾਰਣ ਲੱਗਦੀ ਹੈ', 'ਪਾਵਰ ਸਟੀਅਰਿੰਗ ਸਿਰਫ਼ ਉੱਚੇ ਵੇਰੀਐਂਟ ਵਿੱਚ'],
    mini: ['ਭਾਰੀ ਵਾਹੀ ਅਤੇ ਵੱਡੀ ਟਰਾਲੀ ਲਈ ਬਹੁਤ ਹਲਕਾ'],
    orchard: ['ਤੰਗ ਟਰੈਕ ਕਾਰਨ ਸੜਕ ’ਤੇ ਭਾਰੀ ਟਰਾਲੀ ਨਾਲ ਘੱਟ ਸਥਿਰ'],
    'heavy-duty': ['ਯੂਟਿਲਿਟੀ ਟਰੈਕਟਰ ਨਾਲੋਂ ਵੱਧ ਕੀਮਤ ਅਤੇ ਡੀਜ਼ਲ ਖਪਤ'],
    '2wd': ['ਟੂ-ਵ੍ਹੀਲ ਡਰਾਈਵ ਡੂੰਘੇ ਕੱਦੂ ਵਾਲੇ ਖੇਤ ਵਿੱਚ ਤਿਲਕਦੀ ਹੈ'],
    electric: ['ਚਾਰਜ ਹੋਣ ਵਿੱਚ ਘੰਟੇ ਲੱਗਦੇ ਹਨ ਅਤੇ ਸ਼ਹਿਰਾਂ ਤੋਂ ਬਾਹਰ ਸਰਵਿਸ ਪੁਆਇੰਟ ਘੱਟ'],
  },
};

const ta: TractorWords = {
  type: {
    utility: 'யூட்டிலிட்டி டிராக்டர்',
    mini: 'மினி டிராக்டர்',
    orchard: 'தோட்ட டிராக்டர்',
    'heavy-duty': 'கனரக டிராக்டர்',
  },
  description: (i, type, drive) =>
    `${i.name} என்பது ${i.brandName} நிறுவனத்தின் ${i.hp} ஹெச்பி ${drive} ${type}; ${i.ptoHp} ஹெச்பி பிடிஓ சக்தியும் ${i.liftKg} கிலோ ஹைட்ராலிக் லிஃப்டும் கொண்டது — ரோட்டவேட்டர், கல்டிவேட்டர், டிராலிக்கு ஏற்றது.`,
  engine: (cylinders, gearbox) => ` இதன் ${cylinders} சிலிண்டர் என்ஜின் ${gearbox} கியர்பாக்ஸுடன் இயங்குகிறது.`,
  motor: (gearbox) => ` இதன் மின்சார மோட்டார் பேட்டரியில் இயங்குகிறது; ${gearbox} கியர்பாக்ஸ் கொண்டது.`,
  priceQ: (name) => `${name} விலை என்ன?`,
  priceA: (name, range) =>
    range === null ? `${name} விலை இன்னும் அறிவிக்கப்படவில்லை.` : `${name} விலை ${range} (எக்ஸ்-ஷோரூம்).`,
  powerQ: (name) => `${name} எவ்வளவு சக்தி வாய்ந்தது?`,
  powerA: (i) => `என்ஜின் ${i.hp} ஹெச்பி, பிடிஓவில் ${i.ptoHp} ஹெச்பி; இது ${i.liftKg} கிலோ வரை தூக்கும்.`,
  gearsQ: (name) => `${name} டிராக்டரில் எத்தனை கியர்கள் உள்ளன?`,
  gearsA: (forward, reverse, gearbox) => `${forward} முன்னோக்கு, ${reverse} பின்னோக்கு கியர்கள் (${gearbox}).`,
  pros: {
    utility: [
      'ரோட்டவேட்டரையும் நிரம்பிய டிராலியையும் எளிதாக இழுக்கும்',
      'பரந்த டீலர் மற்றும் சர்வீஸ் வலையமைப்பு',
      'வங்கிகள் மற்றும் என்பிஎஃப்சி மூலம் எளிதான கடன்',
    ],
    mini: [
      'குறுகிய வரிசைகளிலும் சிறிய நிலங்களிலும் எளிதாகத் திரும்பும்',
      'இலகு வேலையில் குறைந்த டீசல் செலவு',
      'குறைந்த விலை, எளிதான கடன்',
    ],
    orchard: [
      'குறுகிய அகலம் பழத்தோட்ட, திராட்சைத் தோட்ட வரிசைகளுக்கு இடையே செல்லும்',
      'பிடிஓ மூலம் தெளிப்பான், மல்சர் இயக்கும்',
      'பரந்த டீலர் மற்றும் சர்வீஸ் வலையமைப்பு',
    ],
    'heavy-duty': [
      'சூப்பர் சீடர், பேலர், ரிவர்சிபிள் கலப்பை ஆகியவற்றைக் கையாளும்',
      'கனமான கருவிகளுக்கு வலுவான லிஃப்ட்',
      'நிரம்பிய டிராலியுடன் சாலையில் வேகமாகச் செல்லும்',
    ],
    '4wd': ['நான்கு சக்கர இயக்கம் ஈரமான நெல் வயல்களிலும் சரிவுகளிலும் பிடிப்பைத் தரும்'],
    electric: ['டீசல் செலவு இல்லை, இயக்கச் செலவு மிகக் குறைவு'],
  },
  cons: {
    utility: ['நீண்ட நாளில் இருக்கை சாதாரணம்', 'பவர் ஸ்டீயரிங் உயர் வேரியண்ட்களில் மட்டும்'],
    mini: ['கனமான உழவுக்கும் பெரிய டிராலிக்கும் மிகவும் இலகு'],
    orchard: ['குறுகிய அகலத்தால் சாலையில் கனமான டிராலியுடன் நிலைத்தன்மை குறைவு'],
    'heavy-duty': ['யூட்டிலிட்டி டிராக்டர் வகையை விட அதிக விலை, அதிக டீசல் செலவு'],
    '2wd': ['இரு சக்கர இயக்கம் ஆழமான சேற்று வயலில் வழுக்கும்'],
    electric: ['சார்ஜ் ஆக பல மணி நேரம் ஆகும்; நகரங்களுக்கு வெளியே சர்வீஸ் மையங்கள் குறைவு'],
  },
};

const te: TractorWords = {
  type: {
    utility: 'యుటిలిటీ ట్రాక్టర్',
    mini: 'మినీ ట్రాక్టర్',
    orchard: 'తోటల ట్రాక్టర్',
    'heavy-duty': 'హెవీ-డ్యూటీ ట్రాక్టర్',
  },
  description: (i, type, drive) =>
    `${i.name} ${i.brandName} నుండి వచ్చిన ${i.hp} హెచ్‌పి ${drive} ${type}; ${i.ptoHp} హెచ్‌పి పీటీఓ శక్తి, ${i.liftKg} కిలోల హైడ్రాలిక్ లిఫ్ట్ — రోటవేటర్, కల్టివేటర్, ట్రాలీ కోసం.`,
  engine: (cylinders, gearbox) => ` దీని ${cylinders}-సిలిండర్ ఇంజిన్ ${gearbox} గేర్‌బాక్స్‌తో పనిచేస్తుంది.`,
  motor: (gearbox) => ` దీని ఎలక్ట్రిక్ మోటార్ బ్యాటరీతో నడుస్తుంది, ${gearbox} గేర్‌బాక్స్‌తో పనిచేస్తుంది.`,
  priceQ: (name) => `${name} ధర ఎంత?`,
  priceA: (name, range) => (range === null ? `${name} ధర ఇంకా ప్రకటించలేదు.` : `${name} ధర ${range} (ఎక్స్-షోరూమ్).`),
  powerQ: (name) => `${name} ఎంత శక్తివంతమైనది?`,
  powerA: (i) => `ఇంజిన్ ${i.hp} హెచ్‌పి, పీటీఓ వద్ద ${i.ptoHp} హెచ్‌పి; ఇది ${i.liftKg} కిలోల వరకు ఎత్తుతుంది.`,
  gearsQ: (name) => `${name} లో ఎన్ని గేర్లు ఉన్నాయి?`,
  gearsA: (forward, reverse, gearbox) => `${forward} ముందుకు, ${reverse} వెనుకకు గేర్లు (${gearbox}).`,
  pros: {
    utility: [
      'రోటవేటర్‌ను, నిండిన ట్రాలీని సులభంగా లాగుతుంది',
      'విస్తృత డీలర్ మరియు సర్వీస్ నెట్‌వర్క్',
      'బ్యాంకులు, ఎన్‌బీఎఫ్‌సీల నుండి సులభ రుణం',
    ],
    mini: ['ఇరుకైన వరుసల్లో, చిన్న పొలాల్లో సులభంగా తిరుగుతుంది', 'తేలికపాటి పనిలో తక్కువ డీజిల్ వినియోగం', 'తక్కువ ధర, సులభ రుణం'],
    orchard: [
      'ఇరుకైన ట్రాక్ తోటలు, ద్రాక్ష తోటల వరుసల మధ్య సరిపోతుంది',
      'పీటీఓతో స్ప్రేయర్లు, మల్చర్లు నడుపుతుంది',
      'విస్తృత డీలర్ మరియు సర్వీస్ నెట్‌వర్క్',
    ],
    'heavy-duty': [
      'సూపర్ సీడర్, బేలర్, రివర్సిబుల్ నాగలిని సులువుగా నడుపుతుంది',
      'భారీ పరికరాలకు బలమైన లిఫ్ట్',
      'నిండిన ట్రాలీతో రోడ్డుపై వేగంగా వెళ్తుంది',
    ],
    '4wd': ['ఫోర్-వీల్ డ్రైవ్ తడి వరి పొలాల్లో, వాలుల్లో పట్టు ఇస్తుంది'],
    electric: ['డీజిల్ ఖర్చు లేదు, నడిపే ఖర్చు చాలా తక్కువ'],
  },
  cons: {
    utility: ['ఎక్కువ సేపు పనిలో సీటు సాధారణం', 'పవర్ స్టీరింగ్ పై వేరియంట్లలో మాత్రమే'],
    mini: ['భారీ దుక్కికి, పెద్ద ట్రాలీకి చాలా తేలిక'],
    orchard: ['ఇరుకైన ట్రాక్ వల్ల రోడ్డుపై భారీ ట్రాలీతో తక్కువ స్థిరత్వం'],
    'heavy-duty': ['యుటిలిటీ ట్రాక్టర్ కంటే ఎక్కువ ధర, ఎక్కువ డీజిల్ వినియోగం'],
    '2wd': ['టూ-వీల్ డ్రైవ్ లోతైన బురద పొలంలో జారుతుంది'],
    electric: ['ఛార్జింగ్‌కు గంటలు పడుతుంది, నగరాల బయట సర్వీస్ కేంద్రాలు తక్కువ'],
  },
};

const WORDS: Record<ContentLocale, TractorWords> = { en, hi, mr, pa, ta, te };

const isSituation = (type: string): type is Situation =>
  type === 'utility' || type === 'mini' || type === 'orchard' || type === 'heavy-duty';

/** A tractor's description, FAQ, pros and cons in one locale, written for its type, drive and fuel. */
export function tractorContent(locale: ContentLocale, input: TractorContentInput): ModelContent {
  const words = WORDS[locale];
  const situation: Situation = isSituation(input.type) ? input.type : 'utility';
  const gearbox = `${input.forwardGears} F + ${input.reverseGears} R`;
  const drive = input.drive === '4wd' ? '4WD' : '2WD';
  const [first, second, third] = words.pros[situation];
  const lead = input.electric ? words.pros.electric : [first];
  const pros = [
    ...lead,
    ...(input.electric ? [first] : [second]),
    input.drive === '4wd' ? words.pros['4wd'][0] : third,
  ];
  const driveCon = input.electric
    ? words.cons.electric
    : input.drive === '2wd' && situation !== 'mini'
      ? words.cons['2wd']
      : [];
  return {
    description:
      words.description(input, words.type[situation], drive) +
      (input.cylinders === null ? words.motor(gearbox) : words.engine(input.cylinders, gearbox)),
    faq: [
      { question: words.priceQ(input.name), answer: words.priceA(input.name, priceRange(locale, input)) },
      { question: words.powerQ(input.name), answer: words.powerA(input) },
      {
        question: words.gearsQ(input.name),
        answer: words.gearsA(input.forwardGears, input.reverseGears, gearbox),
      },
    ],
    pros,
    cons: [...words.cons[situation], ...driveCon],
  };
}
