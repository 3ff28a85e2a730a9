/** Telugu texts of the home page's own parts (namespace 'shell', key home). */
export const te = {
  home: {
    documentTitle: 'సీవీ బజార్ — భారతదేశంలో ట్రక్కులు, బస్సులు, త్రీ-వీలర్లు, ట్రాక్టర్లు మరియు టైర్లు',
    finder: {
      title: 'వాహనాన్ని కనుగొనండి',
      vehicle: 'వాహనం',
      verticals: {
        truck: 'ట్రక్కులు',
        bus: 'బస్సులు',
        'three-wheeler': 'త్రీ-వీలర్లు',
        tractor: 'ట్రాక్టర్లు',
        infra: 'ఇన్‌ఫ్రా',
      },
      searchAll: {
        truck: 'అన్ని ట్రక్కులను వెతకండి',
        bus: 'అన్ని బస్సులను వెతకండి',
        'three-wheeler': 'అన్ని త్రీ-వీలర్లను వెతకండి',
        tractor: 'అన్ని ట్రాక్టర్లను వెతకండి',
        infra: 'అన్ని నిర్మాణ యంత్రాలను వెతకండి',
      },
      groups: {
        hp: 'hp ప్రకారం',
      },
      pages: {
        miniTractors: 'మినీ ట్రాక్టర్లు',
        utilityTractors: 'యుటిలిటీ ట్రాక్టర్లు',
        orchardTractors: 'తోటల ట్రాక్టర్లు',
        heavyDutyTractors: 'హెవీ-డ్యూటీ ట్రాక్టర్లు',
        backhoeLoaders: 'బ్యాక్‌హో లోడర్లు',
        excavators: 'ఎక్స్‌కవేటర్లు',
        wheelLoaders: 'వీల్ లోడర్లు',
        pickAndCarryCranes: 'పిక్-అండ్-క్యారీ క్రేన్లు',
        crawlerCranes: 'క్రాలర్ క్రేన్లు',
        compactors: 'సాయిల్ కాంపాక్టర్లు',
        motorGraders: 'మోటార్ గ్రేడర్లు',
        skidSteerLoaders: 'స్కిడ్ స్టీర్ లోడర్లు',
        transitMixers: 'ట్రాన్సిట్ మిక్సర్లు',
        concretePumps: 'కాంక్రీట్ పంపులు',
        forklifts: 'ఫోర్క్‌లిఫ్ట్‌లు',
      },
    },
    upcoming: {
      title: 'రాబోయే లాంచ్‌లు',
      expectedLaunch: 'అంచనా లాంచ్ {{period}}',
      expectedPrice: 'అంచనా ధర {{price}}',
      empty: 'ప్రస్తుతం రాబోయే లాంచ్‌లు లేవు.',
    },
    brands: {
      title: 'ప్రముఖ బ్రాండ్లు',
      viewAll: {
        truck: 'అన్ని ట్రక్ బ్రాండ్లు',
        bus: 'అన్ని బస్ బ్రాండ్లు',
        'three-wheeler': 'అన్ని త్రీ-వీలర్ బ్రాండ్లు',
        tractor: 'అన్ని ట్రాక్టర్ బ్రాండ్లు',
        infra: 'అన్ని నిర్మాణ యంత్రాల బ్రాండ్లు',
      },
      empty: 'చూపడానికి ఇంకా బ్రాండ్లు లేవు.',
    },
  },
};
