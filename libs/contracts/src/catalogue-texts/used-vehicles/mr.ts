/** Marathi texts of `usedVehicleTexts`. */
export const mr = {
  usedVehicles: {
    title: {
      truck: 'विक्रीसाठी जुने ट्रक',
      bus: 'विक्रीसाठी जुन्या बस',
      'three-wheeler': 'विक्रीसाठी जुने थ्री-व्हीलर',
      tractor: 'विक्रीसाठी जुने ट्रॅक्टर',
      infra: 'विक्रीसाठी जुनी बांधकाम उपकरणे',
    },
    intro: 'मालकांनी दिलेली जुनी वाहने, सर्वात नवी आधी.',
    sell: 'तुमचे वाहन विका',
    filters: 'फिल्टर',
    brand: 'ब्रँड',
    city: 'शहर',
    priceBand: 'किंमत',
    anyPrice: 'कोणतीही किंमत',
    bands: {
      'under-5-lakh': '{{max}}पेक्षा कमी',
      '5-10-lakh': '{{min}}पासून {{max}}पर्यंत',
      '10-20-lakh': '{{min}}पासून {{max}}पर्यंत',
      'above-20-lakh': '{{min}}पेक्षा जास्त',
    },
    apply: 'वाहने दाखवा',
    clear: 'फिल्टर काढा',
    count_one: '{{count}} वाहन',
    count_other: '{{count}} वाहने',
    empty: 'या फिल्टरशी जुळणारे जुने वाहन अजून नाही. दुसरे शहर किंवा ब्रँड निवडून पाहा.',
    price: '₹ {{price}}',
    kms: '{{kms}} किमी',
    owners: {
      '1st': 'पहिला मालक',
      '2nd': 'दुसरा मालक',
      '3rd+': 'तिसरा किंवा नंतरचा मालक',
    },
  },
};
