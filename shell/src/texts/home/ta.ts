/** Tamil texts of the home page's own parts (namespace 'shell', key home). */
export const ta = {
  home: {
    documentTitle: 'சிவி பஜார் — இந்தியாவில் லாரிகள், பேருந்துகள், மூன்று சக்கர வாகனங்கள், டிராக்டர்கள் மற்றும் டயர்கள்',
    finder: {
      title: 'வாகனத்தைக் கண்டறியுங்கள்',
      vehicle: 'வாகனம்',
      verticals: {
        truck: 'லாரிகள்',
        bus: 'பேருந்துகள்',
        'three-wheeler': 'மூன்று சக்கர வாகனங்கள்',
        tractor: 'டிராக்டர்கள்',
        infra: 'கட்டுமான இயந்திரங்கள்',
      },
      searchAll: {
        truck: 'அனைத்து லாரிகளையும் தேடுங்கள்',
        bus: 'அனைத்து பேருந்துகளையும் தேடுங்கள்',
        'three-wheeler': 'அனைத்து மூன்று சக்கர வாகனங்களையும் தேடுங்கள்',
        tractor: 'அனைத்து டிராக்டர்களையும் தேடுங்கள்',
        infra: 'அனைத்து கட்டுமான இயந்திரங்களையும் தேடுங்கள்',
      },
      groups: {
        hp: 'hp வாரியாக',
      },
      pages: {
        miniTractors: 'மினி டிராக்டர்கள்',
        utilityTractors: 'யூட்டிலிட்டி டிராக்டர்கள்',
        orchardTractors: 'தோட்ட டிராக்டர்கள்',
        heavyDutyTractors: 'கனரக டிராக்டர்கள்',
        backhoeLoaders: 'பேக்ஹோ லோடர்கள்',
        excavators: 'அகழ்வு இயந்திரங்கள்',
        wheelLoaders: 'வீல் லோடர்கள்',
        pickAndCarryCranes: 'பிக்-அண்ட்-கேரி கிரேன்கள்',
        crawlerCranes: 'கிராலர் கிரேன்கள்',
        compactors: 'மண் அழுத்திகள்',
        motorGraders: 'மோட்டார் கிரேடர்கள்',
        skidSteerLoaders: 'ஸ்கிட் ஸ்டீர் லோடர்கள்',
        transitMixers: 'டிரான்சிட் மிக்சர்கள்',
        concretePumps: 'கான்கிரீட் பம்ப்கள்',
        forklifts: 'ஃபோர்க்லிஃப்ட்கள்',
      },
    },
    upcoming: {
      title: 'வரவிருக்கும் அறிமுகங்கள்',
      expectedLaunch: 'எதிர்பார்க்கப்படும் அறிமுகம் {{period}}',
      expectedPrice: 'எதிர்பார்க்கப்படும் விலை {{price}}',
      empty: 'இப்போது வரவிருக்கும் அறிமுகங்கள் இல்லை.',
    },
    brands: {
      title: 'பிரபலமான பிராண்டுகள்',
      viewAll: {
        truck: 'அனைத்து லாரி பிராண்டுகள்',
        bus: 'அனைத்து பேருந்து பிராண்டுகள்',
        'three-wheeler': 'அனைத்து மூன்று சக்கர வாகன பிராண்டுகள்',
        tractor: 'அனைத்து டிராக்டர் பிராண்டுகள்',
        infra: 'அனைத்து கட்டுமான இயந்திர பிராண்டுகள்',
      },
      empty: 'காட்ட இன்னும் பிராண்டுகள் இல்லை.',
    },
  },
};
