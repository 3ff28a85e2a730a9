/** The texts shared by the shell and every remote (namespace "common") in Hindi. */
export const hi: Record<string, unknown> = {
  siteName: 'सीवी बाज़ार',
  tagline: 'ट्रक, बस, थ्री-व्हीलर, ट्रैक्टर और टायर — कीमतें, डीलर और खबरें',
  loading: 'लोड हो रहा है…',
  retry: 'फिर से कोशिश करें',
  remoteError: {
    title: 'यह हिस्सा लोड नहीं हो सका',
    body: 'अपना इंटरनेट कनेक्शन जांचें और फिर से कोशिश करें। बाकी साइट चलती रहेगी।',
  },
  dataError: 'यह जानकारी लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  somethingWentWrong: 'कुछ गड़बड़ हो गई।',
  nav: {
    home: 'होम',
    tractors: 'ट्रैक्टर',
    trucks: 'ट्रक',
    buses: 'बसें',
    threeWheelers: 'थ्री-व्हीलर',
    infra: 'इन्फ्रा',
    tyres: 'टायर',
    emandi: 'मंडी भाव',
    fuel: 'ईंधन के दाम',
    news: 'खबरें और समीक्षाएं',
    account: 'मेरा खाता',
  },
  language: 'भाषा',
  priceRange: 'कीमत सीमा',
  models_one: '{{count}} मॉडल',
  models_zero: 'कोई मॉडल नहीं',
  models_other: '{{count}} मॉडल',
  priceComingSoon: 'कीमत जल्द घोषित होगी',
  footer: {
    about:
      'सीवी बाज़ार फ्लीट मालिकों, किसानों और ड्राइवरों को कमर्शियल वाहनों की तुलना करने और नज़दीकी डीलर खोजने में मदद करता है।',
    copyright: '© 2025 सीवी बाज़ार। सर्वाधिकार सुरक्षित।',
  },
  home: {
    title: 'सही कमर्शियल वाहन चुनें',
    lead: 'पूरे भारत में ट्रक, बस, थ्री-व्हीलर, ट्रैक्टर और टायर की कीमतें, स्पेसिफिकेशन और डीलर की तुलना करें।',
    categories: 'श्रेणी के अनुसार देखें',
  },
  notFound: {
    title: 'क्षमा करें, आप जो पेज खोज रहे हैं वह हमें नहीं मिला!',
    goHome: 'होम पेज पर वापस जाएं',
  },
};
