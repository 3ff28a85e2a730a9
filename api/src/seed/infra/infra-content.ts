import { priceRange, type ContentLocale, type ModelContent } from '../catalogue/content-words';
import type { InfraType } from './infra-models';

/** What a machine's words are written from; prices in rupees, figures as its extra specs hold them. */
export interface InfraContentInput {
  name: string;
  brandName: string;
  type: InfraType;
  hp: number;
  minPrice: number | null;
  maxPrice: number | null;
  electric: boolean;
  operatingWeightKg: number;
  bucketCapacityM3?: number;
  maxDigDepthMm?: number;
  liftCapacityKg?: number;
  drumCapacityM3?: number;
  outputM3h?: number;
}

/** Equipment types grouped by the work they do: what a buyer praises and minds is the same within a group. */
type Work = 'dig' | 'load' | 'lift' | 'road' | 'concrete';
const WORK_OF: Record<InfraType, Work> = {
  'backhoe-loader': 'dig',
  excavator: 'dig',
  'wheel-loader': 'load',
  'skid-steer-loader': 'load',
  'pick-and-carry-crane': 'lift',
  'crawler-crane': 'lift',
  forklift: 'lift',
  compactor: 'road',
  'motor-grader': 'road',
  'transit-mixer': 'concrete',
  'concrete-pump': 'concrete',
};

interface InfraWords {
  equipment: Record<InfraType, string>;
  description: (i: InfraContentInput, type: string, tonnes: string) => string;
  digs: (metres: string, bucket: number) => string;
  bucket: (bucket: number) => string;
  lifts: (tonnes: string) => string;
  drum: (drum: number) => string;
  output: (output: number) => string;
  priceQ: (name: string) => string;
  priceA: (name: string, range: string | null) => string;
  powerQ: (name: string) => string;
  powerA: (hp: number, tonnes: string) => string;
  pros: Record<Work | 'shared' | 'electric', string[]>;
  cons: Record<Work | 'diesel' | 'electric', string[]>;
}

const en: InfraWords = {
  equipment: {
    'backhoe-loader': 'backhoe loader',
    excavator: 'excavator',
    'wheel-loader': 'wheel loader',
    'pick-and-carry-crane': 'pick-and-carry crane',
    'crawler-crane': 'crawler crane',
    compactor: 'soil compactor',
    'motor-grader': 'motor grader',
    'skid-steer-loader': 'skid steer loader',
    'transit-mixer': 'transit mixer',
    'concrete-pump': 'concrete pump',
    forklift: 'forklift',
  },
  description: (i, type, tonnes) =>
    `The ${i.name} is a ${type} from ${i.brandName} with a ${i.hp} HP engine and an operating weight of about ${tonnes} tonnes.`,
  digs: (metres, bucket) => ` It digs to ${metres} m and its bucket holds ${bucket} m³.`,
  bucket: (bucket) => ` Its bucket holds ${bucket} m³.`,
  lifts: (tonnes) => ` It lifts up to ${tonnes} tonnes.`,
  drum: (drum) => ` Its drum carries ${drum} m³ of concrete.`,
  output: (output) => ` It pumps up to ${output} m³ of concrete an hour.`,
  priceQ: (name) => `What is the price of the ${name}?`,
  priceA: (name, range) =>
    range === null
      ? `The price of the ${name} is not announced yet.`
      : `The ${name} costs ${range} (ex-showroom).`,
  powerQ: (name) => `How powerful is the ${name}?`,
  powerA: (hp, tonnes) => `It has a ${hp} HP engine and weighs about ${tonnes} tonnes in working order.`,
  pros: {
    dig: ['Digs trenches and foundations and loads tippers in one shift'],
    load: ['Quick loading cycles at crushers, yards and plants'],
    lift: ['Lifts steel, precast and machinery with a load indicator'],
    road: ['Even, well-compacted layers for highway and rural-road work'],
    concrete: ['Keeps concrete workable from the batching plant to the pour'],
    shared: ['Parts and service across India', 'Good resale value'],
    electric: ['No exhaust fumes, so it works indoors'],
  },
  cons: {
    dig: ['Bucket teeth and pins wear fast in rocky ground'],
    load: ['Tyres are costly to replace'],
    lift: ['Needs a trained, certified operator'],
    road: ['Slow to move between sites'],
    concrete: ['Drum or pipeline must be washed after every pour'],
    diesel: ['High fuel use at full load'],
    electric: ['The battery needs a charging shift'],
  },
};

const hi: InfraWords = {
  equipment: {
    'backhoe-loader': 'बैकहो लोडर',
    excavator: 'एक्सकेवेटर',
    'wheel-loader': 'व्हील लोडर',
    'pick-and-carry-crane': 'पिक-एंड-कैरी क्रेन',
    'crawler-crane': 'क्रॉलर क्रेन',
    compactor: 'सॉइल कॉम्पैक्टर',
    'motor-grader': 'मोटर ग्रेडर',
    'skid-steer-loader': 'स्किड स्टीयर लोडर',
    'transit-mixer': 'ट्रांजिट मिक्सर',
    'concrete-pump': 'कंक्रीट पंप',
    forklift: 'फोर्कलिफ्ट',
  },
  // "में" and "इसकी" keep the sentence right for a feminine क्रेन as for a masculine लोडर (the name says the brand).
  description: (i, type, tonnes) =>
    `${type} ${i.name} में ${i.hp} एचपी का इंजन है और ऑपरेटिंग वज़न लगभग ${tonnes} टन है।`,
  digs: (metres, bucket) => ` यह ${metres} मीटर तक खोदता है और इसकी बकेट ${bucket} घन मीटर की है।`,
  bucket: (bucket) => ` इसकी बकेट ${bucket} घन मीटर की है।`,
  lifts: (tonnes) => ` इसकी उठाने की क्षमता ${tonnes} टन तक है।`,
  drum: (drum) => ` इसका ड्रम ${drum} घन मीटर कंक्रीट ले जाता है।`,
  output: (output) => ` यह एक घंटे में ${output} घन मीटर तक कंक्रीट पंप करता है।`,
  priceQ: (name) => `${name} की कीमत क्या है?`,
  priceA: (name, range) =>
    range === null ? `${name} की कीमत अभी घोषित नहीं हुई है।` : `${name} की कीमत ${range} (एक्स-शोरूम) है।`,
  powerQ: (name) => `${name} कितना ताकतवर है?`,
  powerA: (hp, tonnes) => `इसमें ${hp} एचपी का इंजन है और काम करते समय वज़न लगभग ${tonnes} टन है।`,
  pros: {
    dig: ['एक ही शिफ्ट में खाई, नींव की खुदाई और टिपर लोडिंग'],
    load: ['क्रशर, यार्ड और प्लांट पर तेज़ लोडिंग'],
    lift: ['लोड इंडिकेटर के साथ स्टील, प्रीकास्ट और मशीनरी उठाता है'],
    road: ['हाईवे और ग्रामीण सड़क के काम में समतल, अच्छी तरह दबी परतें'],
    concrete: ['बैचिंग प्लांट से ढलाई तक कंक्रीट को काम लायक बनाए रखता है'],
    shared: ['पूरे भारत में पार्ट्स और सर्विस', 'अच्छी रीसेल वैल्यू'],
    electric: ['धुआँ नहीं, इसलिए गोदाम के अंदर भी काम करता है'],
  },
  cons: {
    dig: ['पथरीली ज़मीन में बकेट के दाँत और पिन जल्दी घिसते हैं'],
    load: ['टायर बदलना महँगा'],
    lift: ['प्रशिक्षित, प्रमाणित ऑपरेटर चाहिए'],
    road: ['एक साइट से दूसरी साइट तक जाने में धीमा'],
    concrete: ['हर ढलाई के बाद ड्रम या पाइपलाइन धोनी पड़ती है'],
    diesel: ['पूरे लोड पर ईंधन की खपत ज़्यादा'],
    electric: ['बैटरी चार्ज करने के लिए अलग समय चाहिए'],
  },
};

const mr: InfraWords = {
  equipment: {
    'backhoe-loader': 'बॅकहो लोडर',
    excavator: 'एक्स्कॅव्हेटर',
    'wheel-loader': 'व्हील लोडर',
    'pick-and-carry-crane': 'पिक-अँड-कॅरी क्रेन',
    'crawler-crane': 'क्रॉलर क्रेन',
    compactor: 'सॉइल कॉम्पॅक्टर',
    'motor-grader': 'मोटर ग्रेडर',
    'skid-steer-loader': 'स्किड स्टीअर लोडर',
    'transit-mixer': 'ट्रान्झिट मिक्सर',
    'concrete-pump': 'काँक्रीट पंप',
    forklift: 'फोर्कलिफ्ट',
  },
  description: (i, type, tonnes) =>
    `${type} ${i.name} मध्ये ${i.hp} एचपी इंजिन आहे आणि ऑपरेटिंग वजन सुमारे ${tonnes} टन आहे.`,
  digs: (metres, bucket) => ` हा ${metres} मीटरपर्यंत खोदतो आणि याची बकेट ${bucket} घनमीटरची आहे.`,
  bucket: (bucket) => ` याची बकेट ${bucket} घनमीटरची आहे.`,
  lifts: (tonnes) => ` याची उचल क्षमता ${tonnes} टनांपर्यंत आहे.`,
  drum: (drum) => ` याचा ड्रम ${drum} घनमीटर काँक्रीट वाहून नेतो.`,
  output: (output) => ` हा तासाला ${output} घनमीटरपर्यंत काँक्रीट पंप करतो.`,
  priceQ: (name) => `${name} ची किंमत किती आहे?`,
  priceA: (name, range) =>
    range === null ? `${name} ची किंमत अजून जाहीर झालेली नाही.` : `${name} ची किंमत ${range} (एक्स-शोरूम) आहे.`,
  powerQ: (name) => `${name} किती ताकदवान आहे?`,
  powerA: (hp, tonnes) => `यात ${hp} एचपी इंजिन आहे आणि काम करताना वजन सुमारे ${tonnes} टन आहे.`,
  pros: {
    dig: ['एकाच शिफ्टमध्ये चर, पाया खोदणे आणि टिपर भरणे'],
    load: ['क्रशर, यार्ड आणि प्लांटवर जलद लोडिंग'],
    lift: ['लोड इंडिकेटरसह स्टील, प्रीकास्ट आणि यंत्रसामग्री उचलतो'],
    road: ['महामार्ग आणि ग्रामीण रस्त्यांच्या कामात सपाट, चांगले दबलेले थर'],
    concrete: ['बॅचिंग प्लांटपासून ओतकामापर्यंत काँक्रीट वापरण्याजोगे ठेवतो'],
    shared: ['संपूर्ण भारतात पार्ट्स आणि सर्व्हिस', 'चांगली रीसेल किंमत'],
    electric: ['धूर नाही, त्यामुळे गोदामात आतही काम करतो'],
  },
  cons: {
    dig: ['खडकाळ जमिनीत बकेटचे दात आणि पिन लवकर झिजतात'],
    load: ['टायर बदलणे महाग'],
    lift: ['प्रशिक्षित, प्रमाणित ऑपरेटर लागतो'],
    road: ['एका साइटवरून दुसऱ्या साइटवर जायला संथ'],
    concrete: ['प्रत्येक ओतकामानंतर ड्रम किंवा पाइपलाइन धुवावी लागते'],
    diesel: ['पूर्ण लोडवर इंधनाचा जास्त वापर'],
    electric: ['बॅटरी चार्जिंगसाठी वेगळा वेळ लागतो'],
  },
};

const pa: InfraWords = {
  equipment: {
    'backhoe-loader': 'ਬੈਕਹੋ ਲੋਡਰ',
    excavator: 'ਐਕਸਕੇਵੇਟਰ',
    'wheel-loader': 'ਵ੍ਹੀਲ ਲੋਡਰ',
    'pick-and-carry-crane': 'ਪਿਕ-ਐਂਡ-ਕੈਰੀ ਕਰੇਨ',
    'crawler-crane': 'ਕ੍ਰਾਲਰ ਕਰੇਨ',
    compactor: 'ਸੋਇਲ ਕੰਪੈਕਟਰ',
    'motor-grader': 'ਮੋਟਰ ਗ੍ਰੇਡਰ',
    'skid-steer-loader': 'ਸਕਿਡ ਸਟੀਅਰ ਲੋਡਰ',
    'transit-mixer': 'ਟ੍ਰਾਂਜ਼ਿਟ ਮਿਕਸਰ',
    'concrete-pump': 'ਕੰਕਰੀਟ ਪੰਪ',
    forklift: 'ਫੋਰਕਲਿਫਟ',
  },
  description: (i, type, tonnes) =>
    `${type} ${i.name} ਵਿੱਚ ${i.hp} ਐਚਪੀ ਇੰਜਣ ਹੈ ਅਤੇ ਆਪਰੇਟਿੰਗ ਭਾਰ ਲਗਭਗ ${tonnes} ਟਨ ਹੈ।`,
  digs: (metres, bucket) => ` ਇਹ ${metres} ਮੀਟਰ ਤੱਕ ਖੁਦਾਈ ਕਰਦਾ ਹੈ ਅਤੇ ਇਸ ਦੀ ਬਕੇਟ ${bucket} ਘਣ ਮੀਟਰ ਦੀ ਹੈ।`,
  bucket: (bucket) => ` ਇਸ ਦੀ ਬਕੇਟ ${bucket} ਘਣ ਮੀਟਰ ਦੀ ਹੈ।`,
  lifts: (tonnes) => ` ਇਸ ਦੀ ਚੁੱਕਣ ਦੀ ਸਮਰੱਥਾ ${tonnes} ਟਨ ਤੱਕ ਹੈ।`,
  drum: (drum) => ` ਇਸ ਦਾ ਡਰੱਮ ${drum} ਘਣ ਮੀਟਰ ਕੰਕਰੀਟ ਲੈ ਜਾਂਦਾ ਹੈ।`,
  output: (output) => ` ਇਹ ਇੱਕ ਘੰਟੇ ਵਿੱਚ ${output} ਘਣ ਮੀਟਰ ਤੱਕ ਕੰਕਰੀਟ ਪੰਪ ਕਰਦਾ ਹੈ।`,
  priceQ: (name) => `${name} ਦੀ ਕੀਮਤ ਕੀ ਹੈ?`,
  priceA: (name, range) =>
    range === null ? `${name} ਦੀ ਕੀਮਤ ਅਜੇ ਐਲਾਨੀ ਨਹੀਂ ਗਈ।` : `${name} ਦੀ ਕੀਮਤ ${range} (ਐਕਸ-ਸ਼ੋਰੂਮ) ਹੈ।`,
  powerQ: (name) => `${name} ਕਿੰਨਾ ਤਾਕਤਵਰ ਹੈ?`,
  powerA: (hp, tonnes) => `ਇਸ ਵਿੱਚ ${hp} ਐਚਪੀ ਇੰਜਣ ਹੈ ਅਤੇ ਕੰਮ ਵੇਲੇ ਭਾਰ ਲਗਭਗ ${tonnes} ਟਨ ਹੈ।`,
  pros: {
    dig: ['ਇੱਕੋ ਸ਼ਿਫਟ ਵਿੱਚ ਖਾਈ, ਨੀਂਹ ਦੀ ਖੁਦਾਈ ਅਤੇ ਟਿੱਪਰ ਲੋਡਿੰਗ'],
    load: ['ਕਰੱਸ਼ਰ, ਯਾਰਡ ਅਤੇ ਪਲਾਂਟ ’ਤੇ ਤੇਜ਼ ਲੋਡਿੰਗ'],
    lift: ['ਲੋਡ ਇੰਡੀਕੇਟਰ ਨਾਲ ਸਟੀਲ, ਪ੍ਰੀਕਾਸਟ ਅਤੇ ਮਸ਼ੀਨਰੀ ਚੁੱਕਦਾ ਹੈ'],
    road: ['ਹਾਈਵੇ ਅਤੇ ਪੇਂਡੂ ਸੜਕਾਂ ਦੇ ਕੰਮ ਵਿੱਚ ਪੱਧਰੀ, ਚੰਗੀ ਤਰ੍ਹਾਂ ਦੱਬੀਆਂ ਪਰਤਾਂ'],
    concrete: ['ਬੈਚਿੰਗ ਪਲਾਂਟ ਤੋਂ ਢਲਾਈ ਤੱਕ ਕੰਕਰੀਟ ਨੂੰ ਕੰਮ ਯੋਗ ਰੱਖਦਾ ਹੈ'],
    shared: ['ਪੂਰੇ ਭਾਰਤ ਵਿੱਚ ਪਾਰਟਸ ਅਤੇ ਸਰਵਿਸ', 'ਚੰਗੀ ਰੀਸੇਲ ਕੀਮਤ'],
    electric: ['ਧੂੰਆਂ ਨਹੀਂ, ਇਸ ਲਈ ਗੋਦਾਮ ਦੇ ਅੰਦਰ ਵੀ ਕੰਮ ਕਰਦਾ ਹੈ'],
  },
  cons: {
    dig: ['ਪਥਰੀਲੀ ਜ਼ਮੀਨ ਵਿੱਚ ਬਕੇਟ ਦੇ ਦੰਦ ਅਤੇ ਪਿੰਨ ਛੇਤੀ ਘਸਦੇ ਹਨ'],
    load: ['ਟਾਇਰ ਬਦਲਣੇ ਮਹਿੰਗੇ'],
    lift: ['ਸਿਖਲਾਈ ਪ੍ਰਾਪਤ, ਪ੍ਰਮਾਣਿਤ ਆਪਰੇਟਰ ਚਾਹੀਦਾ ਹੈ'],
    road: ['ਇੱਕ ਸਾਈਟ ਤੋਂ ਦੂਜੀ ਸਾਈਟ ਤੱਕ ਜਾਣ ਵਿੱਚ ਹੌਲੀ'],
    concrete: ['ਹਰ ਢਲਾਈ ਤੋਂ ਬਾਅਦ ਡਰੱਮ ਜਾਂ ਪਾਈਪਲਾਈਨ ਧੋਣੀ ਪੈਂਦੀ ਹੈ'],
    diesel: ['ਪੂਰੇ ਲੋਡ ’ਤੇ ਤੇਲ ਦੀ ਖਪਤ ਵੱਧ'],
    electric: ['ਬੈਟਰੀ ਚਾਰਜ ਕਰਨ ਲਈ ਵੱਖਰਾ ਸਮਾਂ ਚਾਹੀਦਾ ਹੈ'],
  },
};

const ta: InfraWords = {
  equipment: {
    'backhoe-loader': 'பேக்ஹோ லோடர்',
    excavator: 'அகழ்வு இயந்திரம்',
    'wheel-loader': 'வீல் லோடர்',
    'pick-and-carry-crane': 'பிக்-அண்ட்-கேரி கிரேன்',
    'crawler-crane': 'கிராலர் கிரேன்',
    compactor: 'மண் அழுத்தி',
    'motor-grader': 'மோட்டார் கிரேடர்',
    'skid-steer-loader': 'ஸ்கிட் ஸ்டீர் லோடர்',
    'transit-mixer': 'டிரான்சிட் மிக்சர்',
    'concrete-pump': 'கான்கிரீட் பம்ப்',
    forklift: 'ஃபோர்க்லிஃப்ட்',
  },
  description: (i, type, tonnes) =>
    `${i.name} என்பது ${i.brandName} நிறுவனத்தின் ${type}; ${i.hp} ஹெச்பி என்ஜின், சுமார் ${tonnes} டன் இயக்க எடை கொண்டது.`,
  digs: (metres, bucket) => ` இது ${metres} மீட்டர் ஆழம் வரை தோண்டும்; இதன் பக்கெட் ${bucket} கன மீட்டர் கொள்ளளவு கொண்டது.`,
  bucket: (bucket) => ` இதன் பக்கெட் ${bucket} கன மீட்டர் கொள்ளளவு கொண்டது.`,
  lifts: (tonnes) => ` இது ${tonnes} டன் வரை தூக்கும்.`,
  drum: (drum) => ` இதன் டிரம் ${drum} கன மீட்டர் கான்கிரீட்டைக் கொண்டு செல்லும்.`,
  output: (output) => ` இது மணிக்கு ${output} கன மீட்டர் வரை கான்கிரீட்டை பம்ப் செய்யும்.`,
  priceQ: (name) => `${name} விலை என்ன?`,
  priceA: (name, range) =>
    range === null ? `${name} விலை இன்னும் அறிவிக்கப்படவில்லை.` : `${name} விலை ${range} (எக்ஸ்-ஷோரூம்).`,
  powerQ: (name) => `${name} எவ்வளவு சக்தி வாய்ந்தது?`,
  powerA: (hp, tonnes) => `இதில் ${hp} ஹெச்பி என்ஜின் உள்ளது; வேலை நிலையில் எடை சுமார் ${tonnes} டன்.`,
  pros: {
    dig: ['ஒரே ஷிஃப்டில் பள்ளம், அடித்தளம் தோண்டி டிப்பரில் ஏற்றும்'],
    load: ['கிரஷர், யார்டு, ஆலைகளில் விரைவான ஏற்றுதல்'],
    lift: ['சுமை காட்டியுடன் ஸ்டீல், ப்ரீகாஸ்ட், இயந்திரங்களைத் தூக்கும்'],
    road: ['நெடுஞ்சாலை, கிராமச் சாலைப் பணிகளில் சமமான, நன்கு அழுத்தப்பட்ட அடுக்குகள்'],
    concrete: ['பேச்சிங் ஆலையிலிருந்து ஊற்றும் இடம் வரை கான்கிரீட்டைப் பயன்படும் நிலையில் வைக்கும்'],
    shared: ['இந்தியா முழுவதும் உதிரிபாகங்களும் சர்வீஸும்', 'நல்ல மறுவிற்பனை மதிப்பு'],
    electric: ['புகை இல்லை, அதனால் கிடங்கின் உள்ளேயும் வேலை செய்யும்'],
  },
  cons: {
    dig: ['பாறை நிலத்தில் பக்கெட் பற்களும் பின்களும் விரைவில் தேயும்'],
    load: ['டயர் மாற்றுவது செலவானது'],
    lift: ['பயிற்சி பெற்ற, சான்றிதழ் பெற்ற இயக்குநர் தேவை'],
    road: ['ஒரு தளத்திலிருந்து மற்றொன்றுக்குச் செல்ல மெதுவானது'],
    concrete: ['ஒவ்வொரு ஊற்றலுக்குப் பிறகும் டிரம் அல்லது குழாயைக் கழுவ வேண்டும்'],
    diesel: ['முழு சுமையில் அதிக எரிபொருள் செலவு'],
    electric: ['பேட்டரி சார்ஜ் செய்யத் தனி நேரம் தேவை'],
  },
};

const te: InfraWords = {
  equipment: {
    'backhoe-loader': 'బ్యాక్‌హో లోడర్',
    excavator: 'ఎక్స్‌కవేటర్',
    'wheel-loader': 'వీల్ లోడర్',
    'pick-and-carry-crane': 'పిక్-అండ్-క్యారీ క్రేన్',
    'crawler-crane': 'క్రాలర్ క్రేన్',
    compactor: 'సాయిల్ కాంపాక్టర్',
    'motor-grader': 'మోటార్ గ్రేడర్',
    'skid-steer-loader': 'స్కిడ్ స్టీర్ లోడర్',
    'transit-mixer': 'ట్రాన్సిట్ మిక్సర్',
    'concrete-pump': 'కాంక్రీట్ పంప్',
    forklift: 'ఫోర్క్‌లిఫ్ట్',
  },
  description: (i, type, tonnes) =>
    `${i.name} ${i.brandName} నుండి వచ్చిన ${type}; ${i.hp} హెచ్‌పి ఇంజిన్, సుమారు ${tonnes} టన్నుల ఆపరేటింగ్ బరువు.`,
  digs: (metres, bucket) => ` ఇది ${metres} మీటర్ల లోతు వరకు తవ్వుతుంది, దీని బకెట్ ${bucket} ఘనపు మీటర్లు.`,
  bucket: (bucket) => ` దీని బకెట్ ${bucket} ఘనపు మీటర్లు.`,
  lifts: (tonnes) => ` ఇది ${tonnes} టన్నుల వరకు ఎత్తుతుంది.`,
  drum: (drum) => ` దీని డ్రమ్ ${drum} ఘనపు మీటర్ల కాంక్రీట్‌ను తీసుకెళ్తుంది.`,
  output: (output) => ` ఇది గంటకు ${output} ఘనపు మీటర్ల వరకు కాంక్రీట్‌ను పంప్ చేస్తుంది.`,
  priceQ: (name) => `${name} ధర ఎంత?`,
  priceA: (name, range) => (range === null ? `${name} ధర ఇంకా ప్రకటించలేదు.` : `${name} ధర ${range} (ఎక్స్-షోరూమ్).`),
  powerQ: (name) => `${name} ఎంత శక్తివంతమైనది?`,
  powerA: (hp, tonnes) => `ఇందులో ${hp} హెచ్‌పి ఇంజిన్ ఉంది; పని చేసేటప్పుడు బరువు సుమారు ${tonnes} టన్నులు.`,
  pros: {
    dig: ['ఒకే షిఫ్ట్‌లో కందకాలు, పునాదులు తవ్వి టిప్పర్లు నింపుతుంది'],
    load: ['క్రషర్లు, యార్డులు, ప్లాంట్ల వద్ద వేగవంతమైన లోడింగ్'],
    lift: ['లోడ్ ఇండికేటర్‌తో స్టీల్, ప్రీకాస్ట్, యంత్రాలను ఎత్తుతుంది'],
    road: ['హైవే, గ్రామీణ రోడ్ల పనిలో సమంగా, బాగా గట్టిపడిన పొరలు'],
    concrete: ['బ్యాచింగ్ ప్లాంట్ నుండి పోసే చోటు వరకు కాంక్రీట్‌ను పనికి అనువుగా ఉంచుతుంది'],
    shared: ['భారతదేశమంతటా విడిభాగాలు, సర్వీస్', 'మంచి రీసేల్ విలువ'],
    electric: ['పొగ లేదు, అందుకే గోదాము లోపల కూడా పనిచేస్తుంది'],
  },
  cons: {
    dig: ['రాతి నేలలో బకెట్ పళ్లు, పిన్నులు త్వరగా అరిగిపోతాయి'],
    load: ['టైర్లు మార్చడం ఖరీదైనది'],
    lift: ['శిక్షణ పొందిన, సర్టిఫైడ్ ఆపరేటర్ అవసరం'],
    road: ['ఒక సైట్ నుండి మరో సైట్‌కు వెళ్లడం నెమ్మది'],
    concrete: ['ప్రతి పోతకం తర్వాత డ్రమ్ లేదా పైప్‌లైన్ కడగాలి'],
    diesel: ['పూర్తి లోడ్‌లో ఎక్కువ ఇంధన వినియోగం'],
    electric: ['బ్యాటరీ ఛార్జింగ్‌కు వేరే సమయం కావాలి'],
  },
};

const WORDS: Record<ContentLocale, InfraWords> = { en, hi, mr, pa, ta, te };

/** kg as tonnes, mm as metres: one decimal, none when whole. */
const thousands = (value: number) => (value / 1000).toFixed(1).replace(/\.0$/, '');

/** The sentence on the figure the machine is bought by: dig depth and bucket, lift, drum or output. */
function figureSentence(words: InfraWords, i: InfraContentInput): string {
  if (i.maxDigDepthMm !== undefined && i.bucketCapacityM3 !== undefined)
    return words.digs(thousands(i.maxDigDepthMm), i.bucketCapacityM3);
  if (i.bucketCapacityM3 !== undefined) return words.bucket(i.bucketCapacityM3);
  if (i.liftCapacityKg !== undefined) return words.lifts(thousands(i.liftCapacityKg));
  if (i.drumCapacityM3 !== undefined) return words.drum(i.drumCapacityM3);
  if (i.outputM3h !== undefined) return words.output(i.outputM3h);
  return '';
}

/** A machine's description, FAQ, pros and cons in one locale, written for the work its type does. */
export function infraContent(locale: ContentLocale, input: InfraContentInput): ModelContent {
  const words = WORDS[locale];
  const work = WORK_OF[input.type];
  const tonnes = thousands(input.operatingWeightKg);
  return {
    description: words.description(input, words.equipment[input.type], tonnes) + figureSentence(words, input),
    faq: [
      { question: words.priceQ(input.name), answer: words.priceA(input.name, priceRange(locale, input)) },
      { question: words.powerQ(input.name), answer: words.powerA(input.hp, tonnes) },
    ],
    pros: [...words.pros[work], ...(input.electric ? words.pros.electric : []), ...words.pros.shared].slice(
      0,
      3,
    ),
    cons: [...words.cons[work], ...(input.electric ? words.cons.electric : words.cons.diesel)],
  };
}
