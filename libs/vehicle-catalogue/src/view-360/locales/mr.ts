/** The 360° view's words, mr: part of namespace "catalogue" (key view360). */
export const mr = {
  view360: {
    title: '360° दृश्य',
    hint: 'वाहन फिरवण्यासाठी ओढा किंवा बाण कळा वापरा.',
    label: '{{name}} चे 360° दृश्य, फ्रेम {{n}} / {{count}}',
  },
};
