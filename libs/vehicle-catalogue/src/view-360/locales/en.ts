/** The 360° view's words, en: part of namespace "catalogue" (key view360). */
export const en = {
  view360: {
    title: '360° view',
    hint: 'Drag, or use the arrow keys, to turn the vehicle.',
    label: '360° view of {{name}}, frame {{n}} of {{count}}',
  },
};
