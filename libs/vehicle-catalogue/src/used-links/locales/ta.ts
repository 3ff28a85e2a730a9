/** The catalogue's links into the used marketplace, ta: part of namespace "catalogue" (key usedLinks). */
export const ta = {
  usedLinks: {
    list: {
      truck: 'விற்பனைக்கு பழைய லாரிகள்',
      bus: 'விற்பனைக்கு பழைய பேருந்துகள்',
      'three-wheeler': 'விற்பனைக்கு பழைய மூன்று சக்கர வாகனங்கள்',
      tractor: 'விற்பனைக்கு பழைய டிராக்டர்கள்',
      infra: 'விற்பனைக்கு பழைய இன்ஃப்ரா இயந்திரங்கள்',
    },
    valuation: 'என் வாகனத்தின் மதிப்பு என்ன?',
    model_one: '{{count}} பழைய {{model}}, {{price}} முதல்',
    model_other: '{{count}} பழைய {{model}}, {{price}} முதல்',
  },
};
