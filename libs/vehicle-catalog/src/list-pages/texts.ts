import type { NamespaceResources } from '@cvb/i18n';

/** Texts of the list pages and the landing (namespace "catalog", keys `lists` and `landing`). */
export const listPageTexts: NamespaceResources = {
  en: {
    lists: {
      refineInSearch: 'Refine these results with more filters',
      expectedLaunch: 'Expected launch {{period}}',
      expectedPrice: 'Expected price {{price}}',
      truck: {
        budgetUnder: {
          title: 'Trucks under {{price}}',
          intro:
            'Every truck with an ex-showroom price under {{price}}, from mini trucks to light commercial vehicles.',
        },
        budgetAbove: {
          title: 'Trucks above {{price}}',
          intro: 'Heavy trucks, tippers and trailers priced above {{price}} ex-showroom.',
        },
        types: {
          mini: {
            title: 'Mini trucks',
            intro: 'Small four-wheel trucks for city deliveries and last-mile loads.',
          },
          cargo: {
            title: 'Cargo trucks',
            intro: 'Trucks with open or closed cargo bodies for goods transport.',
          },
          dumper: {
            title: 'Dumper trucks',
            intro: 'Tippers and dumpers for construction, mining and bulk material.',
          },
          pickup: { title: 'Pickup trucks', intro: 'Pickups that carry up to two tonnes on rough roads.' },
          trailer: {
            title: 'Trailer trucks',
            intro: 'Tractor-trailers and haulage trucks for long-distance heavy loads.',
          },
        },
        electric: {
          title: 'Electric trucks',
          intro: 'Battery electric trucks on sale in India, with their prices.',
        },
        popular: {
          title: 'Popular trucks',
          intro: 'The trucks buyers look at most, with ex-showroom prices.',
        },
        latest: { title: 'Latest trucks', intro: 'Trucks launched most recently in India.' },
        upcoming: {
          title: 'Upcoming trucks',
          intro: 'Trucks expected to launch soon, with their expected launch and price.',
        },
        upcomingEmpty: 'No upcoming trucks in the criteria',
        brand: {
          title: '{{brand}} trucks',
          intro: 'Every {{brand}} truck on sale, with ex-showroom prices.',
        },
      },
    },
    landing: {
      viewAll: 'View all',
      truck: {
        title: 'Trucks in India',
        lead: 'Compare prices, specifications and dealers of every truck on sale in India.',
        searchLink: 'Search trucks',
        byBudget: 'Trucks by budget',
        byType: 'Trucks by type',
        topBrands: 'Top truck brands',
        allBrands: 'All truck brands',
        recentlyViewed: 'Recently viewed trucks',
        tools: 'Truck tools',
        compare: 'Compare trucks',
        emi: 'Truck EMI calculator',
        dealers: 'Find truck dealers',
      },
    },
  },
  hi: {
    lists: {
      refineInSearch: 'और फ़िल्टर के साथ इन नतीजों को सीमित करें',
      expectedLaunch: 'संभावित लॉन्च {{period}}',
      expectedPrice: 'संभावित कीमत {{price}}',
      truck: {
        budgetUnder: {
          title: '{{price}} से कम कीमत वाले ट्रक',
          intro: '{{price}} से कम एक्स-शोरूम कीमत वाले सभी ट्रक, मिनी ट्रक से लेकर हल्के कमर्शियल वाहनों तक।',
        },
        budgetAbove: {
          title: '{{price}} से अधिक कीमत वाले ट्रक',
          intro: '{{price}} से अधिक एक्स-शोरूम कीमत वाले भारी ट्रक, टिपर और ट्रेलर।',
        },
        types: {
          mini: { title: 'मिनी ट्रक', intro: 'शहर में डिलीवरी और आखिरी मील के सामान के लिए छोटे चार पहिया ट्रक।' },
          cargo: { title: 'कार्गो ट्रक', intro: 'सामान ढुलाई के लिए खुली या बंद बॉडी वाले ट्रक।' },
          dumper: { title: 'डंपर ट्रक', intro: 'निर्माण, खनन और थोक सामग्री के लिए टिपर और डंपर।' },
          pickup: { title: 'पिकअप ट्रक', intro: 'खराब सड़कों पर दो टन तक माल ढोने वाले पिकअप।' },
          trailer: { title: 'ट्रेलर ट्रक', intro: 'लंबी दूरी के भारी माल के लिए ट्रैक्टर-ट्रेलर और हॉलेज ट्रक।' },
        },
        electric: { title: 'इलेक्ट्रिक ट्रक', intro: 'भारत में बिक रहे बैटरी इलेक्ट्रिक ट्रक, उनकी कीमतों के साथ।' },
        popular: { title: 'लोकप्रिय ट्रक', intro: 'खरीदार जिन ट्रकों को सबसे ज़्यादा देखते हैं, एक्स-शोरूम कीमतों के साथ।' },
        latest: { title: 'नवीनतम ट्रक', intro: 'भारत में हाल ही में लॉन्च हुए ट्रक।' },
        upcoming: { title: 'आने वाले ट्रक', intro: 'जल्द लॉन्च होने वाले ट्रक, उनके संभावित लॉन्च और कीमत के साथ।' },
        upcomingEmpty: 'इन मानदंडों में कोई आने वाला ट्रक नहीं है',
        brand: { title: '{{brand}} ट्रक', intro: 'बिक्री पर मौजूद {{brand}} के सभी ट्रक, एक्स-शोरूम कीमतों के साथ।' },
      },
    },
    landing: {
      viewAll: 'सभी देखें',
      truck: {
        title: 'भारत में ट्रक',
        lead: 'भारत में बिकने वाले हर ट्रक की कीमत, स्पेसिफिकेशन और डीलरों की तुलना करें।',
        searchLink: 'ट्रक खोजें',
        byBudget: 'बजट के अनुसार ट्रक',
        byType: 'प्रकार के अनुसार ट्रक',
        topBrands: 'शीर्ष ट्रक ब्रांड',
        allBrands: 'सभी ट्रक ब्रांड',
        recentlyViewed: 'हाल ही में देखे गए ट्रक',
        tools: 'ट्रक टूल',
        compare: 'ट्रकों की तुलना करें',
        emi: 'ट्रक ईएमआई कैलकुलेटर',
        dealers: 'ट्रक डीलर खोजें',
      },
    },
  },
  mr: {
    lists: {
      refineInSearch: 'आणखी फिल्टर वापरून हे निकाल मर्यादित करा',
      expectedLaunch: 'अपेक्षित लॉन्च {{period}}',
      expectedPrice: 'अपेक्षित किंमत {{price}}',
      truck: {
        budgetUnder: {
          title: '{{price}} पेक्षा कमी किमतीचे ट्रक',
          intro: '{{price}} पेक्षा कमी एक्स-शोरूम किमतीचे सर्व ट्रक, मिनी ट्रकपासून हलक्या व्यावसायिक वाहनांपर्यंत.',
        },
        budgetAbove: {
          title: '{{price}} पेक्षा जास्त किमतीचे ट्रक',
          intro: '{{price}} पेक्षा जास्त एक्स-शोरूम किमतीचे अवजड ट्रक, टिपर आणि ट्रेलर.',
        },
        types: {
          mini: {
            title: 'मिनी ट्रक',
            intro: 'शहरातील डिलिव्हरी आणि शेवटच्या टप्प्यातील मालासाठी लहान चारचाकी ट्रक.',
          },
          cargo: { title: 'कार्गो ट्रक', intro: 'माल वाहतुकीसाठी उघड्या किंवा बंद बॉडीचे ट्रक.' },
          dumper: { title: 'डंपर ट्रक', intro: 'बांधकाम, खाणकाम आणि मोठ्या प्रमाणातील मालासाठी टिपर आणि डंपर.' },
          pickup: { title: 'पिकअप ट्रक', intro: 'खराब रस्त्यांवर दोन टनांपर्यंत माल वाहून नेणारे पिकअप.' },
          trailer: { title: 'ट्रेलर ट्रक', intro: 'लांब पल्ल्याच्या अवजड मालासाठी ट्रॅक्टर-ट्रेलर आणि हॉलेज ट्रक.' },
        },
        electric: { title: 'इलेक्ट्रिक ट्रक', intro: 'भारतात विक्रीस असलेले बॅटरी इलेक्ट्रिक ट्रक, त्यांच्या किमतींसह.' },
        popular: { title: 'लोकप्रिय ट्रक', intro: 'खरेदीदार सर्वाधिक पाहतात ते ट्रक, एक्स-शोरूम किमतींसह.' },
        latest: { title: 'नवीनतम ट्रक', intro: 'भारतात नुकतेच लॉन्च झालेले ट्रक.' },
        upcoming: { title: 'आगामी ट्रक', intro: 'लवकरच लॉन्च होणारे ट्रक, त्यांच्या अपेक्षित लॉन्च आणि किमतीसह.' },
        upcomingEmpty: 'या निकषांमध्ये कोणताही आगामी ट्रक नाही',
        brand: { title: '{{brand}} ट्रक', intro: 'विक्रीस असलेले {{brand}} चे सर्व ट्रक, एक्स-शोरूम किमतींसह.' },
      },
    },
    landing: {
      viewAll: 'सर्व पहा',
      truck: {
        title: 'भारतातील ट्रक',
        lead: 'भारतात विक्रीस असलेल्या प्रत्येक ट्रकची किंमत, तपशील आणि डीलर यांची तुलना करा.',
        searchLink: 'ट्रक शोधा',
        byBudget: 'बजेटनुसार ट्रक',
        byType: 'प्रकारानुसार ट्रक',
        topBrands: 'आघाडीचे ट्रक ब्रँड',
        allBrands: 'सर्व ट्रक ब्रँड',
        recentlyViewed: 'अलीकडे पाहिलेले ट्रक',
        tools: 'ट्रक साधने',
        compare: 'ट्रकची तुलना करा',
        emi: 'ट्रक ईएमआय कॅल्क्युलेटर',
        dealers: 'ट्रक डीलर शोधा',
      },
    },
  },
  pa: {
    lists: {
      refineInSearch: 'ਹੋਰ ਫਿਲਟਰਾਂ ਨਾਲ ਇਹ ਨਤੀਜੇ ਸੀਮਤ ਕਰੋ',
      expectedLaunch: 'ਸੰਭਾਵਿਤ ਲਾਂਚ {{period}}',
      expectedPrice: 'ਸੰਭਾਵਿਤ ਕੀਮਤ {{price}}',
      truck: {
        budgetUnder: {
          title: '{{price}} ਤੋਂ ਘੱਟ ਕੀਮਤ ਵਾਲੇ ਟਰੱਕ',
          intro: '{{price}} ਤੋਂ ਘੱਟ ਐਕਸ-ਸ਼ੋਰੂਮ ਕੀਮਤ ਵਾਲੇ ਸਾਰੇ ਟਰੱਕ, ਮਿਨੀ ਟਰੱਕਾਂ ਤੋਂ ਲੈ ਕੇ ਹਲਕੇ ਵਪਾਰਕ ਵਾਹਨਾਂ ਤੱਕ।',
        },
        budgetAbove: {
          title: '{{price}} ਤੋਂ ਵੱਧ ਕੀਮਤ ਵਾਲੇ ਟਰੱਕ',
          intro: '{{price}} ਤੋਂ ਵੱਧ ਐਕਸ-ਸ਼ੋਰੂਮ ਕੀਮਤ ਵਾਲੇ ਭਾਰੀ ਟਰੱਕ, ਟਿੱਪਰ ਅਤੇ ਟ੍ਰੇਲਰ।',
        },
        types: {
          mini: { title: 'ਮਿਨੀ ਟਰੱਕ', intro: 'ਸ਼ਹਿਰ ਵਿੱਚ ਡਿਲੀਵਰੀ ਅਤੇ ਆਖਰੀ ਮੀਲ ਦੇ ਮਾਲ ਲਈ ਛੋਟੇ ਚਾਰ-ਪਹੀਆ ਟਰੱਕ।' },
          cargo: { title: 'ਕਾਰਗੋ ਟਰੱਕ', intro: 'ਮਾਲ ਢੋਆ-ਢੁਆਈ ਲਈ ਖੁੱਲ੍ਹੀ ਜਾਂ ਬੰਦ ਬਾਡੀ ਵਾਲੇ ਟਰੱਕ।' },
          dumper: { title: 'ਡੰਪਰ ਟਰੱਕ', intro: 'ਉਸਾਰੀ, ਖਣਨ ਅਤੇ ਥੋਕ ਸਮੱਗਰੀ ਲਈ ਟਿੱਪਰ ਅਤੇ ਡੰਪਰ।' },
          pickup: { title: 'ਪਿਕਅੱਪ ਟਰੱਕ', intro: 'ਖਰਾਬ ਸੜਕਾਂ ਤੇ ਦੋ ਟਨ ਤੱਕ ਮਾਲ ਢੋਣ ਵਾਲੇ ਪਿਕਅੱਪ।' },
          trailer: { title: 'ਟ੍ਰੇਲਰ ਟਰੱਕ', intro: 'ਲੰਬੀ ਦੂਰੀ ਦੇ ਭਾਰੀ ਮਾਲ ਲਈ ਟਰੈਕਟਰ-ਟ੍ਰੇਲਰ ਅਤੇ ਹੌਲੇਜ ਟਰੱਕ।' },
        },
        electric: { title: 'ਇਲੈਕਟ੍ਰਿਕ ਟਰੱਕ', intro: 'ਭਾਰਤ ਵਿੱਚ ਵਿਕ ਰਹੇ ਬੈਟਰੀ ਇਲੈਕਟ੍ਰਿਕ ਟਰੱਕ, ਉਨ੍ਹਾਂ ਦੀਆਂ ਕੀਮਤਾਂ ਸਮੇਤ।' },
        popular: { title: 'ਪ੍ਰਸਿੱਧ ਟਰੱਕ', intro: 'ਖਰੀਦਦਾਰ ਜਿਨ੍ਹਾਂ ਟਰੱਕਾਂ ਨੂੰ ਸਭ ਤੋਂ ਵੱਧ ਦੇਖਦੇ ਹਨ, ਐਕਸ-ਸ਼ੋਰੂਮ ਕੀਮਤਾਂ ਸਮੇਤ।' },
        latest: { title: 'ਨਵੀਨਤਮ ਟਰੱਕ', intro: 'ਭਾਰਤ ਵਿੱਚ ਹਾਲ ਹੀ ਵਿੱਚ ਲਾਂਚ ਹੋਏ ਟਰੱਕ।' },
        upcoming: { title: 'ਆਉਣ ਵਾਲੇ ਟਰੱਕ', intro: 'ਜਲਦੀ ਲਾਂਚ ਹੋਣ ਵਾਲੇ ਟਰੱਕ, ਉਨ੍ਹਾਂ ਦੇ ਸੰਭਾਵਿਤ ਲਾਂਚ ਅਤੇ ਕੀਮਤ ਸਮੇਤ।' },
        upcomingEmpty: 'ਇਨ੍ਹਾਂ ਮਾਪਦੰਡਾਂ ਵਿੱਚ ਕੋਈ ਆਉਣ ਵਾਲਾ ਟਰੱਕ ਨਹੀਂ ਹੈ',
        brand: { title: '{{brand}} ਟਰੱਕ', intro: 'ਵਿਕਰੀ ਤੇ ਮੌਜੂਦ {{brand}} ਦੇ ਸਾਰੇ ਟਰੱਕ, ਐਕਸ-ਸ਼ੋਰੂਮ ਕੀਮਤਾਂ ਸਮੇਤ।' },
      },
    },
    landing: {
      viewAll: 'ਸਾਰੇ ਦੇਖੋ',
      truck: {
        title: 'ਭਾਰਤ ਵਿੱਚ ਟਰੱਕ',
        lead: 'ਭਾਰਤ ਵਿੱਚ ਵਿਕਣ ਵਾਲੇ ਹਰ ਟਰੱਕ ਦੀ ਕੀਮਤ, ਵਿਸ਼ੇਸ਼ਤਾਵਾਂ ਅਤੇ ਡੀਲਰਾਂ ਦੀ ਤੁਲਨਾ ਕਰੋ।',
        searchLink: 'ਟਰੱਕ ਖੋਜੋ',
        byBudget: 'ਬਜਟ ਅਨੁਸਾਰ ਟਰੱਕ',
        byType: 'ਕਿਸਮ ਅਨੁਸਾਰ ਟਰੱਕ',
        topBrands: 'ਪ੍ਰਮੁੱਖ ਟਰੱਕ ਬ੍ਰਾਂਡ',
        allBrands: 'ਸਾਰੇ ਟਰੱਕ ਬ੍ਰਾਂਡ',
        recentlyViewed: 'ਹਾਲ ਹੀ ਵਿੱਚ ਦੇਖੇ ਟਰੱਕ',
        tools: 'ਟਰੱਕ ਟੂਲ',
        compare: 'ਟਰੱਕਾਂ ਦੀ ਤੁਲਨਾ ਕਰੋ',
        emi: 'ਟਰੱਕ ਈਐਮਆਈ ਕੈਲਕੁਲੇਟਰ',
        dealers: 'ਟਰੱਕ ਡੀਲਰ ਲੱਭੋ',
      },
    },
  },
  ta: {
    lists: {
      refineInSearch: 'மேலும் வடிப்பான்களுடன் இந்த முடிவுகளைச் சுருக்குங்கள்',
      expectedLaunch: 'எதிர்பார்க்கப்படும் அறிமுகம் {{period}}',
      expectedPrice: 'எதிர்பார்க்கப்படும் விலை {{price}}',
      truck: {
        budgetUnder: {
          title: '{{price}}க்குக் கீழ் உள்ள லாரிகள்',
          intro:
            '{{price}}க்குக் குறைவான எக்ஸ்-ஷோரூம் விலையில் உள்ள அனைத்து லாரிகளும், மினி லாரிகள் முதல் இலகு வணிக வாகனங்கள் வரை.',
        },
        budgetAbove: {
          title: '{{price}}க்கு மேல் உள்ள லாரிகள்',
          intro: '{{price}}க்கு மேல் எக்ஸ்-ஷோரூம் விலையுள்ள கனரக லாரிகள், டிப்பர்கள் மற்றும் டிரெய்லர்கள்.',
        },
        types: {
          mini: {
            title: 'மினி லாரிகள்',
            intro: 'நகர டெலிவரி மற்றும் கடைசி மைல் சரக்குகளுக்கான சிறிய நான்கு சக்கர லாரிகள்.',
          },
          cargo: { title: 'சரக்கு லாரிகள்', intro: 'பொருட்களை ஏற்றிச் செல்ல திறந்த அல்லது மூடிய பாடி கொண்ட லாரிகள்.' },
          dumper: {
            title: 'டம்பர் லாரிகள்',
            intro: 'கட்டுமானம், சுரங்கம் மற்றும் மொத்தப் பொருட்களுக்கான டிப்பர்கள் மற்றும் டம்பர்கள்.',
          },
          pickup: { title: 'பிக்அப் லாரிகள்', intro: 'கரடுமுரடான சாலைகளில் இரண்டு டன் வரை சுமக்கும் பிக்அப்கள்.' },
          trailer: {
            title: 'டிரெய்லர் லாரிகள்',
            intro: 'நீண்ட தூர கனரக சரக்குகளுக்கான டிராக்டர்-டிரெய்லர்கள் மற்றும் இழுவை லாரிகள்.',
          },
        },
        electric: {
          title: 'மின்சார லாரிகள்',
          intro: 'இந்தியாவில் விற்பனையில் உள்ள பேட்டரி மின்சார லாரிகள், அவற்றின் விலைகளுடன்.',
        },
        popular: { title: 'பிரபலமான லாரிகள்', intro: 'வாங்குபவர்கள் அதிகம் பார்க்கும் லாரிகள், எக்ஸ்-ஷோரூம் விலைகளுடன்.' },
        latest: { title: 'சமீபத்திய லாரிகள்', intro: 'இந்தியாவில் சமீபத்தில் அறிமுகமான லாரிகள்.' },
        upcoming: {
          title: 'வரவிருக்கும் லாரிகள்',
          intro: 'விரைவில் அறிமுகமாகும் லாரிகள், எதிர்பார்க்கப்படும் அறிமுகம் மற்றும் விலையுடன்.',
        },
        upcomingEmpty: 'இந்த நிபந்தனைகளில் வரவிருக்கும் லாரிகள் எதுவும் இல்லை',
        brand: {
          title: '{{brand}} லாரிகள்',
          intro: 'விற்பனையில் உள்ள அனைத்து {{brand}} லாரிகளும், எக்ஸ்-ஷோரூம் விலைகளுடன்.',
        },
      },
    },
    landing: {
      viewAll: 'அனைத்தையும் பார்க்க',
      truck: {
        title: 'இந்தியாவில் லாரிகள்',
        lead: 'இந்தியாவில் விற்பனையாகும் ஒவ்வொரு லாரியின் விலை, விவரக்குறிப்புகள் மற்றும் டீலர்களை ஒப்பிடுங்கள்.',
        searchLink: 'லாரிகளைத் தேடுங்கள்',
        byBudget: 'பட்ஜெட் வாரியாக லாரிகள்',
        byType: 'வகை வாரியாக லாரிகள்',
        topBrands: 'முன்னணி லாரி பிராண்டுகள்',
        allBrands: 'அனைத்து லாரி பிராண்டுகள்',
        recentlyViewed: 'சமீபத்தில் பார்த்த லாரிகள்',
        tools: 'லாரி கருவிகள்',
        compare: 'லாரிகளை ஒப்பிடுங்கள்',
        emi: 'லாரி இஎம்ஐ கால்குலேட்டர்',
        dealers: 'லாரி டீலர்களைக் கண்டறியுங்கள்',
      },
    },
  },
  te: {
    lists: {
      refineInSearch: 'మరిన్ని ఫిల్టర్లతో ఈ ఫలితాలను కుదించండి',
      expectedLaunch: 'అంచనా విడుదల {{period}}',
      expectedPrice: 'అంచనా ధర {{price}}',
      truck: {
        budgetUnder: {
          title: '{{price}} లోపు ట్రక్కులు',
          intro: '{{price}} లోపు ఎక్స్-షోరూమ్ ధర ఉన్న అన్ని ట్రక్కులు, మినీ ట్రక్కుల నుండి తేలికపాటి వాణిజ్య వాహనాల వరకు.',
        },
        budgetAbove: {
          title: '{{price}} పైన ట్రక్కులు',
          intro: '{{price}} కంటే ఎక్కువ ఎక్స్-షోరూమ్ ధర ఉన్న భారీ ట్రక్కులు, టిప్పర్లు మరియు ట్రైలర్లు.',
        },
        types: {
          mini: { title: 'మినీ ట్రక్కులు', intro: 'నగర డెలివరీలు మరియు చివరి మైలు సరుకుల కోసం చిన్న నాలుగు చక్రాల ట్రక్కులు.' },
          cargo: { title: 'కార్గో ట్రక్కులు', intro: 'సరుకు రవాణా కోసం ఓపెన్ లేదా మూసి ఉన్న బాడీ గల ట్రక్కులు.' },
          dumper: { title: 'డంపర్ ట్రక్కులు', intro: 'నిర్మాణం, గనులు మరియు బల్క్ సామగ్రి కోసం టిప్పర్లు మరియు డంపర్లు.' },
          pickup: { title: 'పికప్ ట్రక్కులు', intro: 'కఠినమైన రోడ్లపై రెండు టన్నుల వరకు సరుకు మోసే పికప్‌లు.' },
          trailer: {
            title: 'ట్రైలర్ ట్రక్కులు',
            intro: 'దూర ప్రయాణ భారీ సరుకుల కోసం ట్రాక్టర్-ట్రైలర్లు మరియు హాలేజ్ ట్రక్కులు.',
          },
        },
        electric: {
          title: 'ఎలక్ట్రిక్ ట్రక్కులు',
          intro: 'భారతదేశంలో అమ్మకంలో ఉన్న బ్యాటరీ ఎలక్ట్రిక్ ట్రక్కులు, వాటి ధరలతో.',
        },
        popular: { title: 'ప్రముఖ ట్రక్కులు', intro: 'కొనుగోలుదారులు ఎక్కువగా చూసే ట్రక్కులు, ఎక్స్-షోరూమ్ ధరలతో.' },
        latest: { title: 'తాజా ట్రక్కులు', intro: 'భారతదేశంలో ఇటీవల విడుదలైన ట్రక్కులు.' },
        upcoming: { title: 'రాబోయే ట్రక్కులు', intro: 'త్వరలో విడుదల కానున్న ట్రక్కులు, అంచనా విడుదల మరియు ధరతో.' },
        upcomingEmpty: 'ఈ ప్రమాణాలలో రాబోయే ట్రక్కులు ఏవీ లేవు',
        brand: { title: '{{brand}} ట్రక్కులు', intro: 'అమ్మకంలో ఉన్న అన్ని {{brand}} ట్రక్కులు, ఎక్స్-షోరూమ్ ధరలతో.' },
      },
    },
    landing: {
      viewAll: 'అన్నీ చూడండి',
      truck: {
        title: 'భారతదేశంలో ట్రక్కులు',
        lead: 'భారతదేశంలో అమ్మకంలో ఉన్న ప్రతి ట్రక్కు ధర, స్పెసిఫికేషన్లు మరియు డీలర్లను పోల్చండి.',
        searchLink: 'ట్రక్కులను వెతకండి',
        byBudget: 'బడ్జెట్ వారీగా ట్రక్కులు',
        byType: 'రకం వారీగా ట్రక్కులు',
        topBrands: 'అగ్ర ట్రక్ బ్రాండ్లు',
        allBrands: 'అన్ని ట్రక్ బ్రాండ్లు',
        recentlyViewed: 'ఇటీవల చూసిన ట్రక్కులు',
        tools: 'ట్రక్ సాధనాలు',
        compare: 'ట్రక్కులను పోల్చండి',
        emi: 'ట్రక్ ఈఎంఐ కాలిక్యులేటర్',
        dealers: 'ట్రక్ డీలర్లను కనుగొనండి',
      },
    },
  },
};
