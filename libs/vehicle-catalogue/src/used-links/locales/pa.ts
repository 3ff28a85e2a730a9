/** The catalogue's links into the used marketplace, pa: part of namespace "catalogue" (key usedLinks). */
export const pa = {
  usedLinks: {
    list: {
      truck: 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੇ ਟਰੱਕ',
      bus: 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੀਆਂ ਬੱਸਾਂ',
      'three-wheeler': 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੇ ਥ੍ਰੀ-ਵ੍ਹੀਲਰ',
      tractor: 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੇ ਟਰੈਕਟਰ',
      infra: 'ਵਿਕਰੀ ਲਈ ਪੁਰਾਣੇ ਇਨਫ੍ਰਾ ਉਪਕਰਣ',
    },
    valuation: 'ਮੇਰੇ ਵਾਹਨ ਦੀ ਕੀਮਤ ਕਿੰਨੀ ਹੈ?',
    model_zero: 'ਕੋਈ ਪੁਰਾਣਾ {{model}} ਵਿਕਰੀ ਲਈ ਨਹੀਂ',
    model_one: '{{count}} ਪੁਰਾਣਾ {{model}}, {{price}} ਤੋਂ',
    model_other: '{{count}} ਪੁਰਾਣੇ {{model}}, {{price}} ਤੋਂ',
  },
};
