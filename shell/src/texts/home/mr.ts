/** Marathi texts of the home page's own parts (namespace 'shell', key home). */
export const mr = {
  home: {
    documentTitle: 'सीव्ही बाजार — भारतातील ट्रक, बस, थ्री-व्हीलर, ट्रॅक्टर आणि टायर',
    finder: {
      title: 'वाहन शोधा',
      vehicle: 'वाहन',
      verticals: {
        truck: 'ट्रक',
        bus: 'बस',
        'three-wheeler': 'थ्री-व्हीलर',
        tractor: 'ट्रॅक्टर',
        infra: 'इन्फ्रा',
      },
      searchAll: {
        truck: 'सर्व ट्रक शोधा',
        bus: 'सर्व बस शोधा',
        'three-wheeler': 'सर्व थ्री-व्हीलर शोधा',
        tractor: 'सर्व ट्रॅक्टर शोधा',
        infra: 'सर्व बांधकाम उपकरणे शोधा',
      },
      groups: {
        hp: 'hp-नुसार',
      },
      pages: {
        miniTractors: 'मिनी ट्रॅक्टर',
        utilityTractors: 'युटिलिटी ट्रॅक्टर',
        orchardTractors: 'फळबाग ट्रॅक्टर',
        heavyDutyTractors: 'हेवी-ड्युटी ट्रॅक्टर',
        backhoeLoaders: 'बॅकहो लोडर',
        excavators: 'एक्स्कॅव्हेटर',
        wheelLoaders: 'व्हील लोडर',
        pickAndCarryCranes: 'पिक-अँड-कॅरी क्रेन',
        crawlerCranes: 'क्रॉलर क्रेन',
        compactors: 'सॉइल कॉम्पॅक्टर',
        motorGraders: 'मोटर ग्रेडर',
        skidSteerLoaders: 'स्किड स्टीअर लोडर',
        transitMixers: 'ट्रान्झिट मिक्सर',
        concretePumps: 'काँक्रीट पंप',
        forklifts: 'फोर्कलिफ्ट',
      },
    },
    upcoming: {
      title: 'आगामी लाँच',
      expectedLaunch: 'अपेक्षित लाँच {{period}}',
      expectedPrice: 'अपेक्षित किंमत {{price}}',
      empty: 'सध्या कोणतेही आगामी लाँच नाहीत.',
    },
    brands: {
      title: 'लोकप्रिय ब्रँड',
      viewAll: {
        truck: 'सर्व ट्रक ब्रँड',
        bus: 'सर्व बस ब्रँड',
        'three-wheeler': 'सर्व थ्री-व्हीलर ब्रँड',
        tractor: 'सर्व ट्रॅक्टर ब्रँड',
        infra: 'सर्व बांधकाम उपकरण ब्रँड',
      },
      empty: 'अद्याप दाखवण्यासाठी कोणताही ब्रँड नाही.',
    },
  },
};
