/** Hindi texts of the header's data saver switch (namespace 'shell'): the only offline texts of the first screen. */
export const hi = {
  offline: {
    dataSaver: 'डेटा सेवर',
    dataSaverOn: 'डेटा सेवर चालू है: तस्वीरें टैप करने पर ही लोड होती हैं',
  },
};
