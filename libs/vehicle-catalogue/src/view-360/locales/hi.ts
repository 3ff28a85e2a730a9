/** The 360° view's words, hi: part of namespace "catalogue" (key view360). */
export const hi = {
  view360: {
    title: '360° व्यू',
    hint: 'वाहन घुमाने के लिए खींचें या एरो कुंजियां दबाएं।',
    label: '{{name}} का 360° व्यू, फ्रेम {{n}} / {{count}}',
  },
};
