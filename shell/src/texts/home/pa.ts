/** Punjabi (Gurmukhi) texts of the home page's own parts (namespace 'shell', key home). */
export const pa = {
  home: {
    documentTitle: 'ਸੀਵੀ ਬਾਜ਼ਾਰ — ਭਾਰਤ ਵਿੱਚ ਟਰੱਕ, ਬੱਸਾਂ, ਥ੍ਰੀ-ਵ੍ਹੀਲਰ, ਟਰੈਕਟਰ ਅਤੇ ਟਾਇਰ',
    finder: {
      title: 'ਵਾਹਨ ਲੱਭੋ',
      vehicle: 'ਵਾਹਨ',
      verticals: {
        truck: 'ਟਰੱਕ',
        bus: 'ਬੱਸਾਂ',
        'three-wheeler': 'ਥ੍ਰੀ-ਵ੍ਹੀਲਰ',
        tractor: 'ਟਰੈਕਟਰ',
        infra: 'ਇਨਫਰਾ',
      },
      searchAll: {
        truck: 'ਸਾਰੇ ਟਰੱਕ ਖੋਜੋ',
        bus: 'ਸਾਰੀਆਂ ਬੱਸਾਂ ਖੋਜੋ',
        'three-wheeler': 'ਸਾਰੇ ਥ੍ਰੀ-ਵ੍ਹੀਲਰ ਖੋਜੋ',
        tractor: 'ਸਾਰੇ ਟਰੈਕਟਰ ਖੋਜੋ',
        infra: 'ਸਾਰੇ ਉਸਾਰੀ ਉਪਕਰਣ ਖੋਜੋ',
      },
      groups: {
        hp: 'hp ਅਨੁਸਾਰ',
      },
      pages: {
        miniTractors: 'ਮਿੰਨੀ ਟਰੈਕਟਰ',
        utilityTractors: 'ਯੂਟਿਲਿਟੀ ਟਰੈਕਟਰ',
        orchardTractors: 'ਬਾਗਬਾਨੀ ਟਰੈਕਟਰ',
        heavyDutyTractors: 'ਹੈਵੀ-ਡਿਊਟੀ ਟਰੈਕਟਰ',
        backhoeLoaders: 'ਬੈਕਹੋ ਲੋਡਰ',
        excavators: 'ਐਕਸਕੇਵੇਟਰ',
        wheelLoaders: 'ਵ੍ਹੀਲ ਲੋਡਰ',
        pickAndCarryCranes: 'ਪਿਕ-ਐਂਡ-ਕੈਰੀ ਕਰੇਨ',
        crawlerCranes: 'ਕ੍ਰਾਲਰ ਕਰੇਨ',
        compactors: 'ਸੋਇਲ ਕੰਪੈਕਟਰ',
        motorGraders: 'ਮੋਟਰ ਗ੍ਰੇਡਰ',
        skidSteerLoaders: 'ਸਕਿਡ ਸਟੀਅਰ ਲੋਡਰ',
        transitMixers: 'ਟ੍ਰਾਂਜ਼ਿਟ ਮਿਕਸਰ',
        concretePumps: 'ਕੰਕਰੀਟ ਪੰਪ',
        forklifts: 'ਫੋਰਕਲਿਫਟ',
      },
    },
    upcoming: {
      title: 'ਆਉਣ ਵਾਲੇ ਲਾਂਚ',
      expectedLaunch: 'ਸੰਭਾਵਿਤ ਲਾਂਚ {{period}}',
      expectedPrice: 'ਸੰਭਾਵਿਤ ਕੀਮਤ {{price}}',
      empty: 'ਇਸ ਵੇਲੇ ਕੋਈ ਆਉਣ ਵਾਲਾ ਲਾਂਚ ਨਹੀਂ ਹੈ।',
    },
    brands: {
      title: 'ਪ੍ਰਸਿੱਧ ਬ੍ਰਾਂਡ',
      viewAll: {
        truck: 'ਸਾਰੇ ਟਰੱਕ ਬ੍ਰਾਂਡ',
        bus: 'ਸਾਰੇ ਬੱਸ ਬ੍ਰਾਂਡ',
        'three-wheeler': 'ਸਾਰੇ ਥ੍ਰੀ-ਵ੍ਹੀਲਰ ਬ੍ਰਾਂਡ',
        tractor: 'ਸਾਰੇ ਟਰੈਕਟਰ ਬ੍ਰਾਂਡ',
        infra: 'ਸਾਰੇ ਉਸਾਰੀ ਉਪਕਰਣ ਬ੍ਰਾਂਡ',
      },
      empty: 'ਅਜੇ ਦਿਖਾਉਣ ਲਈ ਕੋਈ ਬ੍ਰਾਂਡ ਨਹੀਂ ਹੈ।',
    },
  },
};
