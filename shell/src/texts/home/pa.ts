/** Punjabi (Gurmukhi) texts of the home page's own parts (namespace 'shell', key home). */
export const pa = {
  home: {
    finder: {
      title: 'ਵਾਹਨ ਲੱਭੋ',
      vehicle: 'ਵਾਹਨ',
      verticals: { truck: 'ਟਰੱਕ', bus: 'ਬੱਸਾਂ', 'three-wheeler': 'ਥ੍ਰੀ-ਵ੍ਹੀਲਰ' },
      searchAll: { truck: 'ਸਾਰੇ ਟਰੱਕ ਖੋਜੋ', bus: 'ਸਾਰੀਆਂ ਬੱਸਾਂ ਖੋਜੋ', 'three-wheeler': 'ਸਾਰੇ ਥ੍ਰੀ-ਵ੍ਹੀਲਰ ਖੋਜੋ' },
    },
  },
};
