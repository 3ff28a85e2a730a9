/** Telugu texts of `usedVehicleTexts`. */
export const te = {
  usedVehicles: {
    title: {
      truck: 'అమ్మకానికి పాత ట్రక్కులు',
      bus: 'అమ్మకానికి పాత బస్సులు',
      'three-wheeler': 'అమ్మకానికి పాత త్రీ-వీలర్లు',
    },
    intro: 'యజమానులు జాబితా చేసిన పాత వాహనాలు, కొత్తవి ముందు.',
    sell: 'మీ వాహనాన్ని అమ్మండి',
    filters: 'ఫిల్టర్లు',
    brand: 'బ్రాండ్',
    city: 'నగరం',
    priceBand: 'ధర',
    anyPrice: 'ఏ ధర అయినా',
    bands: {
      'under-5-lakh': '{{max}} లోపు',
      '5-10-lakh': '{{min}} నుండి {{max}} వరకు',
      '10-20-lakh': '{{min}} నుండి {{max}} వరకు',
      'above-20-lakh': '{{min}} పైన',
    },
    apply: 'వాహనాలు చూపించు',
    clear: 'ఫిల్టర్లు తీసివేయి',
    count_one: '{{count}} వాహనం',
    count_other: '{{count}} వాహనాలు',
    empty: 'ఈ ఫిల్టర్లకు సరిపోయే పాత వాహనం ఇంకా లేదు. వేరే నగరం లేదా బ్రాండ్ ప్రయత్నించండి.',
    price: '₹ {{price}}',
    kms: '{{kms}} కి.మీ',
    owners: {
      '1st': 'మొదటి యజమాని',
      '2nd': 'రెండవ యజమాని',
      '3rd+': 'మూడవ లేదా తర్వాతి యజమాని',
    },
  },
};
