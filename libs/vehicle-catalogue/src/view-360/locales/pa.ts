/** The 360° view's words, pa: part of namespace "catalogue" (key view360). */
export const pa = {
  view360: {
    title: '360° ਦ੍ਰਿਸ਼',
    hint: 'ਵਾਹਨ ਘੁਮਾਉਣ ਲਈ ਖਿੱਚੋ ਜਾਂ ਤੀਰ ਕੁੰਜੀਆਂ ਵਰਤੋ।',
    label: '{{name}} ਦਾ 360° ਦ੍ਰਿਸ਼, ਫ੍ਰੇਮ {{n}} / {{count}}',
  },
};
