/** Hindi texts of `usedVehicleTexts`. */
export const hi = {
  usedVehicles: {
    title: {
      truck: 'बिक्री के लिए पुराने ट्रक',
      bus: 'बिक्री के लिए पुरानी बसें',
      'three-wheeler': 'बिक्री के लिए पुराने थ्री-व्हीलर',
      tractor: 'बिक्री के लिए पुराने ट्रैक्टर',
      infra: 'बिक्री के लिए पुराने निर्माण उपकरण',
    },
    intro: 'मालिकों द्वारा सूचीबद्ध पुराने वाहन, सबसे नए पहले।',
    sell: 'अपना वाहन बेचें',
    filters: 'फ़िल्टर',
    brand: 'ब्रांड',
    city: 'शहर',
    priceBand: 'कीमत',
    anyPrice: 'कोई भी कीमत',
    bands: {
      'under-5-lakh': '{{max}} से कम',
      '5-10-lakh': '{{min}} से {{max}}',
      '10-20-lakh': '{{min}} से {{max}}',
      'above-20-lakh': '{{min}} से ऊपर',
    },
    apply: 'वाहन दिखाएं',
    clear: 'फ़िल्टर हटाएं',
    count_one: '{{count}} वाहन',
    count_zero: 'कोई वाहन नहीं',
    count_other: '{{count}} वाहन',
    empty: 'इन फ़िल्टर से मेल खाता कोई पुराना वाहन अभी नहीं है। कोई दूसरा शहर या ब्रांड आज़माएं।',
    price: '₹ {{price}}',
    kms: '{{kms}} किमी',
    owners: {
      '1st': 'पहला मालिक',
      '2nd': 'दूसरा मालिक',
      '3rd+': 'तीसरा या बाद का मालिक',
    },
  },
};
