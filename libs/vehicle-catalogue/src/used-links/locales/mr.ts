/** The catalogue's links into the used marketplace, mr: part of namespace "catalogue" (key usedLinks). */
export const mr = {
  usedLinks: {
    list: {
      truck: 'विक्रीसाठी जुने ट्रक',
      bus: 'विक्रीसाठी जुन्या बस',
      'three-wheeler': 'विक्रीसाठी जुने थ्री-व्हीलर',
      tractor: 'विक्रीसाठी जुने ट्रॅक्टर',
      infra: 'विक्रीसाठी जुनी इन्फ्रा उपकरणे',
    },
    valuation: 'माझ्या वाहनाची किंमत किती?',
    model_one: '{{count}} जुना {{model}}, {{price}} पासून',
    model_other: '{{count}} जुने {{model}}, {{price}} पासून',
  },
};
