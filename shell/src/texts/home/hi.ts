/** Hindi texts of the home page's own parts (namespace 'shell', key home). */
export const hi = {
  home: {
    documentTitle: 'सीवी बाज़ार — भारत में ट्रक, बस, थ्री-व्हीलर, ट्रैक्टर और टायर',
    finder: {
      title: 'वाहन खोजें',
      vehicle: 'वाहन',
      verticals: {
        truck: 'ट्रक',
        bus: 'बसें',
        'three-wheeler': 'थ्री-व्हीलर',
        tractor: 'ट्रैक्टर',
        infra: 'इन्फ्रा',
      },
      searchAll: {
        truck: 'सभी ट्रक खोजें',
        bus: 'सभी बसें खोजें',
        'three-wheeler': 'सभी थ्री-व्हीलर खोजें',
        tractor: 'सभी ट्रैक्टर खोजें',
        infra: 'सभी निर्माण उपकरण खोजें',
      },
      groups: {
        hp: 'hp के अनुसार',
      },
      pages: {
        miniTractors: 'मिनी ट्रैक्टर',
        utilityTractors: 'यूटिलिटी ट्रैक्टर',
        orchardTractors: 'बागवानी ट्रैक्टर',
        heavyDutyTractors: 'हेवी-ड्यूटी ट्रैक्टर',
        backhoeLoaders: 'बैकहो लोडर',
        excavators: 'एक्सकेवेटर',
        wheelLoaders: 'व्हील लोडर',
        pickAndCarryCranes: 'पिक-एंड-कैरी क्रेन',
        crawlerCranes: 'क्रॉलर क्रेन',
        compactors: 'सॉइल कॉम्पैक्टर',
        motorGraders: 'मोटर ग्रेडर',
        skidSteerLoaders: 'स्किड स्टीयर लोडर',
        transitMixers: 'ट्रांजिट मिक्सर',
        concretePumps: 'कंक्रीट पंप',
        forklifts: 'फोर्कलिफ्ट',
      },
    },
    upcoming: {
      title: 'आने वाले लॉन्च',
      expectedLaunch: 'संभावित लॉन्च {{period}}',
      expectedPrice: 'संभावित कीमत {{price}}',
      empty: 'अभी कोई आने वाला लॉन्च नहीं है।',
    },
    brands: {
      title: 'लोकप्रिय ब्रांड',
      viewAll: {
        truck: 'सभी ट्रक ब्रांड',
        bus: 'सभी बस ब्रांड',
        'three-wheeler': 'सभी थ्री-व्हीलर ब्रांड',
        tractor: 'सभी ट्रैक्टर ब्रांड',
        infra: 'सभी निर्माण उपकरण ब्रांड',
      },
      empty: 'अभी दिखाने के लिए कोई ब्रांड नहीं है।',
    },
  },
};
