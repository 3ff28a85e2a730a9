/** The catalogue's links into the used marketplace, te: part of namespace "catalogue" (key usedLinks). */
export const te = {
  usedLinks: {
    list: {
      truck: 'అమ్మకానికి పాత ట్రక్కులు',
      bus: 'అమ్మకానికి పాత బస్సులు',
      'three-wheeler': 'అమ్మకానికి పాత త్రీ-వీలర్లు',
      tractor: 'అమ్మకానికి పాత ట్రాక్టర్లు',
      infra: 'అమ్మకానికి పాత ఇన్‌ఫ్రా యంత్రాలు',
    },
    valuation: 'నా వాహనం విలువ ఎంత?',
    model_one: '{{count}} పాత {{model}}, {{price}} నుండి',
    model_other: '{{count}} పాత {{model}}, {{price}} నుండి',
  },
};
