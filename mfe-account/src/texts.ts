import type { NamespaceResources } from '@cvb/i18n';

export const accountTexts: NamespaceResources = {
  en: {
    title: 'My account',
    signedInAs: 'Signed in as {{name}}',
    notSignedIn: 'You are not signed in',
    why: 'Sign in with your mobile number to keep your reviews, used-vehicle ads and price quotes in one place.',
    signInSoon: 'Sign-in with a one-time code is being set up for this site.',
  },
  hi: {
    title: 'मेरा खाता',
    signedInAs: '{{name}} के रूप में साइन इन',
    notSignedIn: 'आप साइन इन नहीं हैं',
    why: 'अपनी समीक्षाएं, पुराने वाहनों के विज्ञापन और कीमत के कोटेशन एक जगह रखने के लिए मोबाइल नंबर से साइन इन करें।',
    signInSoon: 'वन-टाइम कोड से साइन इन की सुविधा इस साइट पर तैयार की जा रही है।',
  },
  mr: {
    title: 'माझे खाते',
    signedInAs: '{{name}} म्हणून साइन इन',
    notSignedIn: 'तुम्ही साइन इन केलेले नाही',
    why: 'तुमची पुनरावलोकने, जुन्या वाहनांच्या जाहिराती आणि किंमत कोटेशन एकाच ठिकाणी ठेवण्यासाठी मोबाइल नंबरने साइन इन करा.',
    signInSoon: 'वन-टाइम कोडने साइन इन करण्याची सुविधा या साइटवर तयार होत आहे.',
  },
  pa: {
    title: 'ਮੇਰਾ ਖਾਤਾ',
    signedInAs: '{{name}} ਵਜੋਂ ਸਾਈਨ ਇਨ',
    notSignedIn: 'ਤੁਸੀਂ ਸਾਈਨ ਇਨ ਨਹੀਂ ਹੋ',
    why: 'ਆਪਣੀਆਂ ਸਮੀਖਿਆਵਾਂ, ਪੁਰਾਣੇ ਵਾਹਨਾਂ ਦੇ ਇਸ਼ਤਿਹਾਰ ਅਤੇ ਕੀਮਤ ਕੋਟੇਸ਼ਨ ਇੱਕ ਥਾਂ ਰੱਖਣ ਲਈ ਮੋਬਾਈਲ ਨੰਬਰ ਨਾਲ ਸਾਈਨ ਇਨ ਕਰੋ।',
    signInSoon: 'ਵਨ-ਟਾਈਮ ਕੋਡ ਨਾਲ ਸਾਈਨ ਇਨ ਦੀ ਸਹੂਲਤ ਇਸ ਸਾਈਟ ਤੇ ਤਿਆਰ ਕੀਤੀ ਜਾ ਰਹੀ ਹੈ।',
  },
  ta: {
    title: 'என் கணக்கு',
    signedInAs: '{{name}} ஆக உள்நுழைந்துள்ளீர்கள்',
    notSignedIn: 'நீங்கள் உள்நுழையவில்லை',
    why: 'உங்கள் மதிப்புரைகள், பழைய வாகன விளம்பரங்கள் மற்றும் விலைக் கோரிக்கைகளை ஒரே இடத்தில் வைக்க மொபைல் எண்ணுடன் உள்நுழையுங்கள்.',
    signInSoon: 'ஒருமுறைக் குறியீட்டுடன் உள்நுழையும் வசதி இந்தத் தளத்தில் அமைக்கப்படுகிறது.',
  },
  te: {
    title: 'నా ఖాతా',
    signedInAs: '{{name}}గా సైన్ ఇన్ అయ్యారు',
    notSignedIn: 'మీరు సైన్ ఇన్ కాలేదు',
    why: 'మీ సమీక్షలు, పాత వాహనాల ప్రకటనలు, ధర కోట్‌లను ఒకే చోట ఉంచుకోవడానికి మొబైల్ నంబర్‌తో సైన్ ఇన్ చేయండి.',
    signInSoon: 'వన్-టైమ్ కోడ్‌తో సైన్ ఇన్ సదుపాయం ఈ సైట్‌లో సిద్ధమవుతోంది.',
  },
};
