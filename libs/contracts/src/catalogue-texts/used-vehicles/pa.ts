/** Punjabi texts of `usedVehicleTexts`. */
export const pa = {
  usedVehicles: {
    title: {
      truck: 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੇ ਟਰੱਕ',
      bus: 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੀਆਂ ਬੱਸਾਂ',
      'three-wheeler': 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੇ ਥ੍ਰੀ-ਵ੍ਹੀਲਰ',
      tractor: 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੇ ਟਰੈਕਟਰ',
      infra: 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੇ ਉਸਾਰੀ ਉਪਕਰਣ',
    },
    intro: 'ਮਾਲਕਾਂ ਵੱਲੋਂ ਦਿੱਤੇ ਪੁਰਾਣੇ ਵਾਹਨ, ਸਭ ਤੋਂ ਨਵੇਂ ਪਹਿਲਾਂ।',
    sell: 'ਆਪਣਾ ਵਾਹਨ ਵੇਚੋ',
    filters: 'ਫਿਲਟਰ',
    brand: 'ਬ੍ਰਾਂਡ',
    city: 'ਸ਼ਹਿਰ',
    priceBand: 'ਕੀਮਤ',
    anyPrice: 'ਕੋਈ ਵੀ ਕੀਮਤ',
    bands: {
      'under-5-lakh': '{{max}} ਤੋਂ ਘੱਟ',
      '5-10-lakh': '{{min}} ਤੋਂ {{max}}',
      '10-20-lakh': '{{min}} ਤੋਂ {{max}}',
      'above-20-lakh': '{{min}} ਤੋਂ ਵੱਧ',
    },
    apply: 'ਵਾਹਨ ਦਿਖਾਓ',
    clear: 'ਫਿਲਟਰ ਹਟਾਓ',
    count_one: '{{count}} ਵਾਹਨ',
    count_zero: 'ਕੋਈ ਵਾਹਨ ਨਹੀਂ',
    count_other: '{{count}} ਵਾਹਨ',
    empty: 'ਇਨ੍ਹਾਂ ਫਿਲਟਰਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੋਈ ਪੁਰਾਣਾ ਵਾਹਨ ਅਜੇ ਨਹੀਂ ਹੈ। ਕੋਈ ਹੋਰ ਸ਼ਹਿਰ ਜਾਂ ਬ੍ਰਾਂਡ ਅਜ਼ਮਾਓ।',
    price: '₹ {{price}}',
    kms: '{{kms}} ਕਿਮੀ',
    owners: {
      '1st': 'ਪਹਿਲਾ ਮਾਲਕ',
      '2nd': 'ਦੂਜਾ ਮਾਲਕ',
      '3rd+': 'ਤੀਜਾ ਜਾਂ ਬਾਅਦ ਦਾ ਮਾਲਕ',
    },
  },
};
