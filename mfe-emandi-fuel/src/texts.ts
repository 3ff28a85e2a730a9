import type { NamespaceResources } from '@cvb/i18n';

export const fuelTexts: NamespaceResources = {
  en: { title: 'Petrol and diesel prices today', lead: 'Prices per litre in major cities, revised daily at 6 am.', asOf: 'Prices on {{date}}', city: 'City', state: 'State', petrol: 'Petrol (₹/L)', diesel: 'Diesel (₹/L)', noData: 'Fuel prices are not available right now.' },
  hi: { title: 'आज के पेट्रोल और डीज़ल के दाम', lead: 'प्रमुख शहरों में प्रति लीटर दाम, हर दिन सुबह 6 बजे बदलते हैं।', asOf: '{{date}} के दाम', city: 'शहर', state: 'राज्य', petrol: 'पेट्रोल (₹/ली.)', diesel: 'डीज़ल (₹/ली.)', noData: 'ईंधन के दाम अभी उपलब्ध नहीं हैं।' },
  mr: { title: 'आजचे पेट्रोल आणि डिझेल दर', lead: 'प्रमुख शहरांतील प्रति लिटर दर, दररोज सकाळी 6 वाजता बदलतात.', asOf: '{{date}} चे दर', city: 'शहर', state: 'राज्य', petrol: 'पेट्रोल (₹/लि.)', diesel: 'डिझेल (₹/लि.)', noData: 'इंधन दर सध्या उपलब्ध नाहीत.' },
  pa: { title: 'ਅੱਜ ਦੇ ਪੈਟਰੋਲ ਅਤੇ ਡੀਜ਼ਲ ਦੇ ਭਾਅ', lead: 'ਮੁੱਖ ਸ਼ਹਿਰਾਂ ਵਿੱਚ ਪ੍ਰਤੀ ਲੀਟਰ ਭਾਅ, ਹਰ ਰੋਜ਼ ਸਵੇਰੇ 6 ਵਜੇ ਬਦਲਦੇ ਹਨ।', asOf: '{{date}} ਦੇ ਭਾਅ', city: 'ਸ਼ਹਿਰ', state: 'ਰਾਜ', petrol: 'ਪੈਟਰੋਲ (₹/ਲੀ.)', diesel: 'ਡੀਜ਼ਲ (₹/ਲੀ.)', noData: 'ਤੇਲ ਦੇ ਭਾਅ ਇਸ ਵੇਲੇ ਉਪਲਬਧ ਨਹੀਂ ਹਨ।' },
  ta: { title: 'இன்றைய பெட்ரோல், டீசல் விலை', lead: 'முக்கிய நகரங்களில் லிட்டருக்கான விலை, தினமும் காலை 6 மணிக்கு மாற்றப்படுகிறது.', asOf: '{{date}} விலைகள்', city: 'நகரம்', state: 'மாநிலம்', petrol: 'பெட்ரோல் (₹/லி)', diesel: 'டீசல் (₹/லி)', noData: 'எரிபொருள் விலைகள் இப்போது கிடைக்கவில்லை.' },
  te: { title: 'నేటి పెట్రోల్, డీజిల్ ధరలు', lead: 'ప్రధాన నగరాల్లో లీటరు ధరలు, ప్రతిరోజూ ఉదయం 6 గంటలకు మారుతాయి.', asOf: '{{date}} నాటి ధరలు', city: 'నగరం', state: 'రాష్ట్రం', petrol: 'పెట్రోల్ (₹/లీ)', diesel: 'డీజిల్ (₹/లీ)', noData: 'ఇంధన ధరలు ప్రస్తుతం అందుబాటులో లేవు.' },
};
