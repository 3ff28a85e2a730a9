import {
  FUEL_WORDS,
  priceRange,
  type ContentInput,
  type ContentLocale,
  type ModelContent,
} from '../catalogue/content-words';

interface BusTexts {
  body: Record<string, string>;
  description: (i: ContentInput, body: string, fuel: string) => string;
  priceQ: (name: string) => string;
  priceA: (name: string, range: string | null) => string;
  seatsQ: (name: string) => string;
  seatsA: (name: string, seats: number) => string;
  fuelQ: (name: string) => string;
  fuelA: (name: string, fuel: string) => string;
  rangeQ: (name: string) => string;
  rangeA: (km: number, kwh: number, hours: number) => string;
  pros: Record<string, string[]>;
  cons: Record<string, string[]>;
}

const en: BusTexts = {
  body: {
    school: 'school bus',
    staff: 'staff bus',
    city: 'city bus',
    passenger: 'passenger bus',
    tourist: 'tourist coach',
    sleeper: 'sleeper coach',
    van: 'passenger van',
    ambulance: 'ambulance',
  },
  description: (i, body, fuel) =>
    `The ${i.name} is a ${fuel} ${body} from ${i.brandName}` +
    (i.specs.seats !== null && i.bodyType !== 'ambulance' ? ` with up to ${i.specs.seats} seats.` : '.'),
  priceQ: (name) => `What is the price of the ${name}?`,
  priceA: (name, range) =>
    range === null
      ? `The price of the ${name} is not announced yet: price coming soon.`
      : `The ${name} is priced from ${range} (ex-showroom).`,
  seatsQ: (name) => `How many seats does the ${name} have?`,
  seatsA: (name, seats) => `The ${name} seats up to ${seats} passengers plus the driver.`,
  fuelQ: (name) => `Which fuel does the ${name} use?`,
  fuelA: (name, fuel) => `The ${name} runs on ${fuel}.`,
  rangeQ: (name) => `What is the range of the ${name}?`,
  rangeA: (km, kwh, hours) =>
    `About ${km} km on a full charge of its ${kwh} kWh battery, which charges in about ${hours} hours.`,
  pros: {
    school: ['Safety features to the school-bus code', 'Low floor step for small children'],
    staff: ['Comfortable seats for daily shifts', 'Low running cost per seat'],
    city: ['Wide doors for quick boarding', 'Built for stop-and-go city routes'],
    passenger: ['High seating capacity', 'Proven on state-transport routes'],
    tourist: ['Comfortable ride on long highway trips', 'Large luggage space'],
    sleeper: ['Berths for overnight routes', 'Air suspension for a calm ride'],
    van: ['Fits narrow lanes and small parking spots', 'Easy to drive for a car-licence driver'],
    ambulance: ['Room for a stretcher and medical crew', 'Quick to reach patients in city traffic'],
    electric: ['Very low running cost per km', 'Silent, zero-emission ride'],
  },
  cons: {
    school: ['Basic cabin for the driver'],
    staff: ['Non-AC versions get hot in summer'],
    city: ['Not suited to long highway trips'],
    passenger: ['Leaf-spring ride feels firm with few passengers aboard'],
    tourist: ['High price of AC versions'],
    sleeper: ['Needs an experienced driver'],
    van: ['Limited luggage space'],
    ambulance: ['Medical fit-out adds to the price'],
    electric: ['High purchase price and few fast chargers outside cities'],
  },
};

const hi: BusTexts = {
  body: {
    school: 'स्कूल बस',
    staff: 'स्टाफ बस',
    city: 'सिटी बस',
    passenger: 'यात्री बस',
    tourist: 'टूरिस्ट कोच',
    sleeper: 'स्लीपर कोच',
    van: 'यात्री वैन',
    ambulance: 'एम्बुलेंस',
  },
  description: (i, body, fuel) =>
    `${i.name}, ${i.brandName} की ${fuel} ${body} है` +
    (i.specs.seats !== null && i.bodyType !== 'ambulance' ? `, जिसमें ${i.specs.seats} तक सीटें हैं।` : '।'),
  priceQ: (name) => `${name} की कीमत क्या है?`,
  priceA: (name, range) =>
    range === null
      ? `${name} की कीमत अभी घोषित नहीं हुई है; यह जल्द घोषित होगी।`
      : `${name} की कीमत ${range} (एक्स-शोरूम) है।`,
  seatsQ: (name) => `${name} में कितनी सीटें हैं?`,
  seatsA: (name, seats) => `${name} में ड्राइवर के अलावा ${seats} यात्री बैठ सकते हैं।`,
  fuelQ: (name) => `${name} किस ईंधन पर चलती है?`,
  fuelA: (name, fuel) => `${name} ${fuel} पर चलती है।`,
  rangeQ: (name) => `${name} की रेंज कितनी है?`,
  rangeA: (km, kwh, hours) =>
    `${kwh} kWh बैटरी की पूरी चार्जिंग पर लगभग ${km} किमी; चार्ज होने में लगभग ${hours} घंटे लगते हैं।`,
  pros: {
    school: ['स्कूल बस नियमों के अनुसार सुरक्षा सुविधाएँ', 'छोटे बच्चों के लिए नीची सीढ़ी'],
    staff: ['रोज़ की शिफ्ट के लिए आरामदायक सीटें', 'प्रति सीट कम चलाने का खर्च'],
    city: ['जल्दी चढ़ने-उतरने के लिए चौड़े दरवाज़े', 'शहर के रुक-रुक कर चलने वाले रूट के लिए बनी'],
    passenger: ['अधिक बैठने की क्षमता', 'राज्य परिवहन रूट पर परखी हुई'],
    tourist: ['लंबी हाईवे यात्रा में आरामदायक सवारी', 'सामान के लिए बड़ी जगह'],
    sleeper: ['रात के रूट के लिए बर्थ', 'एयर सस्पेंशन से शांत सवारी'],
    van: ['तंग गलियों और छोटी पार्किंग में फिट', 'कार लाइसेंस वाले ड्राइवर के लिए आसान'],
    ambulance: ['स्ट्रेचर और मेडिकल टीम के लिए जगह', 'शहर के ट्रैफ़िक में मरीज़ तक जल्दी पहुँचती है'],
    electric: ['प्रति किमी बहुत कम खर्च', 'बिना आवाज़ और बिना धुएँ की सवारी'],
  },
  cons: {
    school: ['ड्राइवर का केबिन साधारण'],
    staff: ['नॉन-एसी वर्ज़न गर्मी में गर्म रहते हैं'],
    city: ['लंबी हाईवे यात्रा के लिए उपयुक्त नहीं'],
    passenger: ['कम यात्रियों के साथ लीफ़-स्प्रिंग सवारी सख्त लगती है'],
    tourist: ['एसी वर्ज़न की कीमत ज़्यादा'],
    sleeper: ['अनुभवी ड्राइवर चाहिए'],
    van: ['सामान के लिए कम जगह'],
    ambulance: ['मेडिकल फिटिंग से कीमत बढ़ती है'],
    electric: ['ऊँची खरीद कीमत और शहरों के बाहर कम फ़ास्ट चार्जर'],
  },
};

const mr: BusTexts = {
  body: {
    school: 'स्कूल बस',
    staff: 'स्टाफ बस',
    city: 'शहर बस',
    passenger: 'प्रवासी बस',
    tourist: 'टूरिस्ट कोच',
    sleeper: 'स्लीपर कोच',
    van: 'प्रवासी व्हॅन',
    ambulance: 'रुग्णवाहिका',
  },
  description: (i, body, fuel) =>
    `${i.name} ही ${i.brandName} ची ${fuel} ${body} आहे` +
    (i.specs.seats !== null && i.bodyType !== 'ambulance' ? `, ज्यात ${i.specs.seats} पर्यंत आसने आहेत.` : '.'),
  priceQ: (name) => `${name} ची किंमत किती आहे?`,
  priceA: (name, range) =>
    range === null
      ? `${name} ची किंमत अजून जाहीर झालेली नाही: किंमत लवकरच.`
      : `${name} ची किंमत ${range} (एक्स-शोरूम) आहे.`,
  seatsQ: (name) => `${name} मध्ये किती आसने आहेत?`,
  seatsA: (name, seats) => `${name} मध्ये चालकाशिवाय ${seats} प्रवासी बसू शकतात.`,
  fuelQ: (name) => `${name} कोणत्या इंधनावर चालते?`,
  fuelA: (name, fuel) => `${name} ${fuel} वर चालते.`,
  rangeQ: (name) => `${name} ची रेंज किती आहे?`,
  rangeA: (km, kwh, hours) =>
    `${kwh} kWh बॅटरी पूर्ण चार्ज केल्यावर सुमारे ${km} किमी; चार्जिंगला सुमारे ${hours} तास लागतात.`,
  pros: {
    school: ['स्कूल बस नियमांनुसार सुरक्षा सुविधा', 'लहान मुलांसाठी कमी उंचीची पायरी'],
    staff: ['रोजच्या शिफ्टसाठी आरामदायी आसने', 'प्रति आसन कमी खर्च'],
    city: ['पटकन चढण्या-उतरण्यासाठी रुंद दरवाजे', 'शहरातील थांबत-चालत मार्गांसाठी बनवलेली'],
    passenger: ['जास्त आसन क्षमता', 'राज्य परिवहन मार्गांवर सिद्ध'],
    tourist: ['लांब महामार्ग प्रवासात आरामदायी', 'सामानासाठी मोठी जागा'],
    sleeper: ['रात्रीच्या प्रवासासाठी बर्थ', 'एअर सस्पेन्शनमुळे शांत प्रवास'],
    van: ['अरुंद रस्ते आणि लहान पार्किंगमध्ये बसते', 'कार परवाना असलेल्या चालकासाठी सोपी'],
    ambulance: ['स्ट्रेचर आणि वैद्यकीय पथकासाठी जागा', 'शहरातील वाहतुकीत रुग्णापर्यंत लवकर पोहोचते'],
    electric: ['प्रति किमी खूप कमी खर्च', 'आवाजरहित, धूररहित प्रवास'],
  },
  cons: {
    school: ['चालकाची केबिन साधी'],
    staff: ['नॉन-एसी आवृत्त्या उन्हाळ्यात गरम होतात'],
    city: ['लांब महामार्ग प्रवासासाठी योग्य नाही'],
    passenger: ['कमी प्रवासी असताना लीफ-स्प्रिंगमुळे प्रवास कडक वाटतो'],
    tourist: ['एसी आवृत्त्यांची किंमत जास्त'],
    sleeper: ['अनुभवी चालक आवश्यक'],
    van: ['सामानासाठी कमी जागा'],
    ambulance: ['वैद्यकीय साहित्यामुळे किंमत वाढते'],
    electric: ['जास्त खरेदी किंमत आणि शहराबाहेर कमी फास्ट चार्जर'],
  },
};

const pa: BusTexts = {
  body: {
    school: 'ਸਕੂਲ ਬੱਸ',
    staff: 'ਸਟਾਫ਼ ਬੱਸ',
    city: 'ਸਿਟੀ ਬੱਸ',
    passenger: 'ਯਾਤਰੀ ਬੱਸ',
    tourist: 'ਟੂਰਿਸਟ ਕੋਚ',
    sleeper: 'ਸਲੀਪਰ ਕੋਚ',
    van: 'ਯਾਤਰੀ ਵੈਨ',
    ambulance: 'ਐਂਬੂਲੈਂਸ',
  },
  description: (i, body, fuel) =>
    `${i.name}, ${i.brandName} ਦੀ ${fuel} ${body} ਹੈ` +
    (i.specs.seats !== null && i.bodyType !== 'ambulance' ? `, ਜਿਸ ਵਿੱਚ ${i.specs.seats} ਤੱਕ ਸੀਟਾਂ ਹਨ।` : '।'),
  priceQ: (name) => `${name} ਦੀ ਕੀਮਤ ਕੀ ਹੈ?`,
  priceA: (name, range) =>
    range === null
      ? `${name} ਦੀ ਕੀਮਤ ਅਜੇ ਐਲਾਨੀ ਨਹੀਂ ਗਈ: ਕੀਮਤ ਜਲਦੀ ਆਵੇਗੀ।`
      : `${name} ਦੀ ਕੀਮਤ ${range} (ਐਕਸ-ਸ਼ੋਰੂਮ) ਹੈ।`,
  seatsQ: (name) => `${name} ਵਿੱਚ ਕਿੰਨੀਆਂ ਸੀਟਾਂ ਹਨ?`,
  seatsA: (name, seats) => `${name} ਵਿੱਚ ਡਰਾਈਵਰ ਤੋਂ ਇਲਾਵਾ ${seats} ਯਾਤਰੀ ਬੈਠ ਸਕਦੇ ਹਨ।`,
  fuelQ: (name) => `${name} ਕਿਹੜੇ ਬਾਲਣ ਉੱਤੇ ਚੱਲਦੀ ਹੈ?`,
  fuelA: (name, fuel) => `${name} ${fuel} ਉੱਤੇ ਚੱਲਦੀ ਹੈ।`,
  rangeQ: (name) => `${name} ਦੀ ਰੇਂਜ ਕਿੰਨੀ ਹੈ?`,
  rangeA: (km, kwh, hours) =>
    `${kwh} kWh ਬੈਟਰੀ ਪੂਰੀ ਚਾਰਜ ਹੋਣ ਉੱਤੇ ਲਗਭਗ ${km} ਕਿਮੀ; ਚਾਰਜ ਹੋਣ ਵਿੱਚ ਲਗਭਗ ${hours} ਘੰਟੇ ਲੱਗਦੇ ਹਨ।`,
  pros: {
    school: ['ਸਕੂਲ ਬੱਸ ਨਿਯਮਾਂ ਮੁਤਾਬਕ ਸੁਰੱਖਿਆ', 'ਛੋਟੇ ਬੱਚਿਆਂ ਲਈ ਨੀਵੀਂ ਪੌੜੀ'],
    staff: ['ਰੋਜ਼ਾਨਾ ਸ਼ਿਫਟ ਲਈ ਆਰਾਮਦਾਇਕ ਸੀਟਾਂ', 'ਪ੍ਰਤੀ ਸੀਟ ਘੱਟ ਖਰਚਾ'],
    city: ['ਜਲਦੀ ਚੜ੍ਹਨ-ਉਤਰਨ ਲਈ ਚੌੜੇ ਦਰਵਾਜ਼ੇ', 'ਸ਼ਹਿਰ ਦੇ ਰੁਕ-ਰੁਕ ਕੇ ਚੱਲਣ ਵਾਲੇ ਰੂਟ ਲਈ ਬਣੀ'],
    passenger: ['ਵੱਧ ਬੈਠਣ ਦੀ ਸਮਰੱਥਾ', 'ਸਰਕਾਰੀ ਟਰਾਂਸਪੋਰਟ ਰੂਟਾਂ ਉੱਤੇ ਪਰਖੀ ਹੋਈ'],
    tourist: ['ਲੰਮੇ ਹਾਈਵੇ ਸਫ਼ਰ ਵਿੱਚ ਆਰਾਮਦਾਇਕ', 'ਸਾਮਾਨ ਲਈ ਵੱਡੀ ਥਾਂ'],
    sleeper: ['ਰਾਤ ਦੇ ਸਫ਼ਰ ਲਈ ਬਰਥ', 'ਏਅਰ ਸਸਪੈਂਸ਼ਨ ਨਾਲ ਸ਼ਾਂਤ ਸਫ਼ਰ'],
    van: ['ਤੰਗ ਗਲੀਆਂ ਅਤੇ ਛੋਟੀ ਪਾਰਕਿੰਗ ਵਿੱਚ ਫਿੱਟ', 'ਕਾਰ ਲਾਇਸੈਂਸ ਵਾਲੇ ਡਰਾਈਵਰ ਲਈ ਸੌਖੀ'],
    ambulance: ['ਸਟ੍ਰੈਚਰ ਅਤੇ ਮੈਡੀਕਲ ਟੀਮ ਲਈ ਥਾਂ', 'ਸ਼ਹਿਰ ਦੇ ਟ੍ਰੈਫਿਕ ਵਿੱਚ ਮਰੀਜ਼ ਤੱਕ ਜਲਦੀ ਪਹੁੰਚਦੀ ਹੈ'],
    electric: ['ਪ੍ਰਤੀ ਕਿਮੀ ਬਹੁਤ ਘੱਟ ਖਰਚਾ', 'ਬਿਨਾਂ ਆਵਾਜ਼ ਅਤੇ ਬਿਨਾਂ ਧੂੰਏਂ ਦਾ ਸਫ਼ਰ'],
  },
  cons: {
    school: ['ਡਰਾਈਵਰ ਦਾ ਕੈਬਿਨ ਸਾਧਾਰਨ'],
    staff: ['ਨਾਨ-ਏਸੀ ਵਰਜ਼ਨ ਗਰਮੀਆਂ ਵਿੱਚ ਗਰਮ'],
    city: ['ਲੰਮੇ ਹਾਈਵੇ ਸਫ਼ਰ ਲਈ ਢੁੱਕਵੀਂ ਨਹੀਂ'],
    passenger: ['ਘੱਟ ਸਵਾਰੀਆਂ ਨਾਲ ਲੀਫ਼-ਸਪਰਿੰਗ ਸਫ਼ਰ ਸਖ਼ਤ ਲੱਗਦਾ ਹੈ'],
    tourist: ['ਏਸੀ ਵਰਜ਼ਨ ਦੀ ਕੀਮਤ ਵੱਧ'],
    sleeper: ['ਤਜਰਬੇਕਾਰ ਡਰਾਈਵਰ ਚਾਹੀਦਾ ਹੈ'],
    van: ['ਸਾਮਾਨ ਲਈ ਘੱਟ ਥਾਂ'],
    ambulance: ['ਮੈਡੀਕਲ ਫਿਟਿੰਗ ਨਾਲ ਕੀਮਤ ਵਧਦੀ ਹੈ'],
    electric: ['ਉੱਚੀ ਖਰੀਦ ਕੀਮਤ ਅਤੇ ਸ਼ਹਿਰਾਂ ਤੋਂ ਬਾਹਰ ਘੱਟ ਫਾਸਟ ਚਾਰਜਰ'],
  },
};

const ta: BusTexts = {
  body: {
    school: 'பள்ளிப் பேருந்து',
    staff: 'பணியாளர் பேருந்து',
    city: 'நகரப் பேருந்து',
    passenger: 'பயணிகள் பேருந்து',
    tourist: 'சுற்றுலா பேருந்து',
    sleeper: 'ஸ்லீப்பர் பேருந்து',
    van: 'பயணிகள் வேன்',
    ambulance: 'ஆம்புலன்ஸ்',
  },
  description: (i, body, fuel) =>
    `${i.name} என்பது ${i.brandName} நிறுவனத்தின் ${fuel} ${body}` +
    (i.specs.seats !== null && i.bodyType !== 'ambulance'
      ? `; இதில் ${i.specs.seats} இருக்கைகள் வரை உள்ளன.`
      : '.'),
  priceQ: (name) => `${name} விலை என்ன?`,
  priceA: (name, range) =>
    range === null
      ? `${name} விலை இன்னும் அறிவிக்கப்படவில்லை: விலை விரைவில்.`
      : `${name} விலை ${range} (எக்ஸ்-ஷோரூம்).`,
  seatsQ: (name) => `${name} இல் எத்தனை இருக்கைகள் உள்ளன?`,
  seatsA: (name, seats) => `${name} இல் ஓட்டுநர் தவிர ${seats} பயணிகள் அமரலாம்.`,
  fuelQ: (name) => `${name} எந்த எரிபொருளில் இயங்குகிறது?`,
  fuelA: (name, fuel) => `${name} ${fuel} எரிபொருளில் இயங்குகிறது.`,
  rangeQ: (name) => `${name} இன் ரேஞ்ச் எவ்வளவு?`,
  rangeA: (km, kwh, hours) =>
    `${kwh} kWh பேட்டரியை முழுமையாக சார்ஜ் செய்தால் சுமார் ${km} கிமீ; சார்ஜ் ஆக சுமார் ${hours} மணி நேரம் ஆகும்.`,
  pros: {
    school: ['பள்ளிப் பேருந்து விதிகளின்படி பாதுகாப்பு வசதிகள்', 'சிறு குழந்தைகளுக்கு தாழ்வான படி'],
    staff: ['தினசரி ஷிப்டுக்கு வசதியான இருக்கைகள்', 'ஒரு இருக்கைக்கு குறைந்த இயக்கச் செலவு'],
    city: ['விரைவாக ஏற அகலமான கதவுகள்', 'நகர நிறுத்த-ஓட்ட வழித்தடங்களுக்கு ஏற்றது'],
    passenger: ['அதிக இருக்கை திறன்', 'அரசுப் போக்குவரத்து வழித்தடங்களில் நிரூபிக்கப்பட்டது'],
    tourist: ['நீண்ட நெடுஞ்சாலைப் பயணத்தில் வசதியானது', 'பெரிய சாமான் இடம்'],
    sleeper: ['இரவுப் பயணத்துக்கு படுக்கைகள்', 'ஏர் சஸ்பென்ஷனால் அமைதியான பயணம்'],
    van: ['குறுகிய தெருக்களிலும் சிறிய பார்க்கிங்கிலும் பொருந்தும்', 'கார் உரிமம் உள்ள ஓட்டுநருக்கு எளிது'],
    ambulance: ['ஸ்ட்ரெச்சர் மற்றும் மருத்துவக் குழுவுக்கு இடம்', 'நகர நெரிசலில் நோயாளியை விரைவாக அடையும்'],
    electric: ['ஒரு கிமீக்கு மிகக் குறைந்த செலவு', 'சத்தமில்லாத, புகையில்லாத பயணம்'],
  },
  cons: {
    school: ['ஓட்டுநர் கேபின் எளிமையானது'],
    staff: ['ஏசி இல்லாத வகைகள் கோடையில் சூடாகும்'],
    city: ['நீண்ட நெடுஞ்சாலைப் பயணத்துக்கு ஏற்றதல்ல'],
    passenger: ['குறைந்த பயணிகளுடன் லீஃப்-ஸ்பிரிங் பயணம் கடினமாக இருக்கும்'],
    tourist: ['ஏசி வகைகளின் விலை அதிகம்'],
    sleeper: ['அனுபவமுள்ள ஓட்டுநர் தேவை'],
    van: ['சாமானுக்கு குறைந்த இடம்'],
    ambulance: ['மருத்துவ உபகரணங்கள் விலையை உயர்த்தும்'],
    electric: ['அதிக கொள்முதல் விலை; நகரங்களுக்கு வெளியே ஃபாஸ்ட் சார்ஜர்கள் குறைவு'],
  },
};

const te: BusTexts = {
  body: {
    school: 'స్కూల్ బస్',
    staff: 'స్టాఫ్ బస్',
    city: 'సిటీ బస్',
    passenger: 'ప్రయాణికుల బస్',
    tourist: 'టూరిస్ట్ కోచ్',
    sleeper: 'స్లీపర్ కోచ్',
    van: 'ప్రయాణికుల వ్యాన్',
    ambulance: 'అంబులెన్స్',
  },
  description: (i, body, fuel) =>
    `${i.name} అనేది ${i.brandName} తయారు చేసిన ${fuel} ${body}` +
    (i.specs.seats !== null && i.bodyType !== 'ambulance' ? `; ఇందులో ${i.specs.seats} వరకు సీట్లు ఉన్నాయి.` : '.'),
  priceQ: (name) => `${name} ధర ఎంత?`,
  priceA: (name, range) =>
    range === null ? `${name} ధర ఇంకా ప్రకటించలేదు: ధర త్వరలో.` : `${name} ధర ${range} (ఎక్స్-షోరూమ్).`,
  seatsQ: (name) => `${name} లో ఎన్ని సీట్లు ఉన్నాయి?`,
  seatsA: (name, seats) => `${name} లో డ్రైవర్ కాకుండా ${seats} ప్రయాణికులు కూర్చోవచ్చు.`,
  fuelQ: (name) => `${name} ఏ ఇంధనంతో నడుస్తుంది?`,
  fuelA: (name, fuel) => `${name} ${fuel} తో నడుస్తుంది.`,
  rangeQ: (name) => `${name} రేంజ్ ఎంత?`,
  rangeA: (km, kwh, hours) =>
    `${kwh} kWh బ్యాటరీ పూర్తి ఛార్జ్‌తో సుమారు ${km} కిమీ; ఛార్జ్ అవ్వడానికి సుమారు ${hours} గంటలు పడుతుంది.`,
  pros: {
    school: ['స్కూల్ బస్ నిబంధనల ప్రకారం భద్రతా సదుపాయాలు', 'చిన్న పిల్లలకు తక్కువ ఎత్తు మెట్టు'],
    staff: ['రోజువారీ షిఫ్ట్‌లకు సౌకర్యవంతమైన సీట్లు', 'ఒక్కో సీటుకు తక్కువ నిర్వహణ ఖర్చు'],
    city: ['త్వరగా ఎక్కడానికి వెడల్పైన తలుపులు', 'నగరంలో ఆగి-సాగే రూట్ల కోసం తయారైంది'],
    passenger: ['ఎక్కువ సీటింగ్ సామర్థ్యం', 'ఆర్టీసీ రూట్లలో నిరూపితమైనది'],
    tourist: ['దూర హైవే ప్రయాణంలో సౌకర్యం', 'లగేజీకి పెద్ద స్థలం'],
    sleeper: ['రాత్రి ప్రయాణాలకు బెర్తులు', 'ఎయిర్ సస్పెన్షన్‌తో ప్రశాంత ప్రయాణం'],
    van: ['ఇరుకు వీధుల్లో, చిన్న పార్కింగ్‌లో సరిపోతుంది', 'కార్ లైసెన్స్ ఉన్న డ్రైవర్‌కు సులువు'],
    ambulance: ['స్ట్రెచర్, వైద్య సిబ్బందికి స్థలం', 'నగర ట్రాఫిక్‌లో రోగిని త్వరగా చేరుతుంది'],
    electric: ['కిమీకి చాలా తక్కువ ఖర్చు', 'శబ్దం లేని, పొగ లేని ప్రయాణం'],
  },
  cons: {
    school: ['డ్రైవర్ క్యాబిన్ సాధారణం'],
    staff: ['నాన్-ఏసీ వెర్షన్లు వేసవిలో వేడిగా ఉంటాయి'],
    city: ['దూర హైవే ప్రయాణానికి అనుకూలం కాదు'],
    passenger: ['తక్కువ ప్రయాణికులతో లీఫ్-స్ప్రింగ్ ప్రయాణం గట్టిగా అనిపిస్తుంది'],
    tourist: ['ఏసీ వెర్షన్ల ధర ఎక్కువ'],
    sleeper: ['అనుభవం ఉన్న డ్రైవర్ అవసరం'],
    van: ['లగేజీకి తక్కువ స్థలం'],
    ambulance: ['వైద్య పరికరాలతో ధర పెరుగుతుంది'],
    electric: ['అధిక కొనుగోలు ధర; నగరాల బయట ఫాస్ట్ ఛార్జర్లు తక్కువ'],
  },
};

const TEXTS: Record<ContentLocale, BusTexts> = { en, hi, mr, pa, ta, te };

/** Description, FAQ, pros and cons of a bus model in one language. */
export function busContent(locale: ContentLocale, input: ContentInput): ModelContent {
  const t = TEXTS[locale];
  const fuel = FUEL_WORDS[locale][input.fuelType] ?? input.fuelType;
  const body = t.body[input.bodyType] ?? t.body.passenger;
  const { seats, batteryKwh, rangeKm, chargingHours } = input.specs;
  const faq = [{ question: t.priceQ(input.name), answer: t.priceA(input.name, priceRange(locale, input)) }];
  if (seats !== null && input.bodyType !== 'ambulance')
    faq.push({ question: t.seatsQ(input.name), answer: t.seatsA(input.name, seats) });
  faq.push({ question: t.fuelQ(input.name), answer: t.fuelA(input.name, fuel) });
  if (batteryKwh !== null && rangeKm !== null && chargingHours !== null)
    faq.push({ question: t.rangeQ(input.name), answer: t.rangeA(rangeKm, batteryKwh, chargingHours) });
  const kind = input.fuelType === 'electric' ? 'electric' : input.bodyType;
  return {
    description: t.description(input, body, fuel),
    faq,
    pros: [...(t.pros[input.bodyType] ?? t.pros.passenger), ...(kind === 'electric' ? t.pros.electric : [])],
    cons: t.cons[kind] ?? t.cons.passenger,
  };
}
