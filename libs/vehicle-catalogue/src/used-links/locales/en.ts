/** The catalogue's links into the used marketplace, en: part of namespace "catalogue" (key usedLinks). */
export const en = {
  usedLinks: {
    list: {
      truck: 'Used trucks for sale',
      bus: 'Used buses for sale',
      'three-wheeler': 'Used three-wheelers for sale',
      tractor: 'Used tractors for sale',
      infra: 'Used infra equipment for sale',
    },
    valuation: 'What is my vehicle worth?',
    model_one: '{{count}} used {{model}} from {{price}}',
    model_other: '{{count}} used {{model}} from {{price}}',
  },
};
