/** The 360° view's words, ta: part of namespace "catalogue" (key view360). */
export const ta = {
  view360: {
    title: '360° காட்சி',
    hint: 'வாகனத்தைச் சுழற்ற இழுக்கவும் அல்லது அம்புக் குறி விசைகளைப் பயன்படுத்தவும்.',
    label: '{{name}} 360° காட்சி, சட்டகம் {{n}} / {{count}}',
  },
};
