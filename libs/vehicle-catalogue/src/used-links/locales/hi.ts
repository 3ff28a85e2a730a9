/** The catalogue's links into the used marketplace, hi: part of namespace "catalogue" (key usedLinks). */
export const hi = {
  usedLinks: {
    list: {
      truck: 'बिक्री के लिए पुराने ट्रक',
      bus: 'बिक्री के लिए पुरानी बसें',
      'three-wheeler': 'बिक्री के लिए पुराने थ्री-व्हीलर',
      tractor: 'बिक्री के लिए पुराने ट्रैक्टर',
      infra: 'बिक्री के लिए पुराने इंफ्रा उपकरण',
    },
    valuation: 'मेरे वाहन की कीमत कितनी है?',
    model_zero: 'कोई पुराना {{model}} बिक्री के लिए नहीं',
    model_one: '{{count}} पुराना {{model}}, {{price}} से',
    model_other: '{{count}} पुराने {{model}}, {{price}} से',
  },
};
