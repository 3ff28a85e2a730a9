/** Punjabi texts of the header's data saver switch (namespace 'shell'): the only offline texts of the first screen. */
export const pa = {
  offline: {
    dataSaver: 'ਡਾਟਾ ਸੇਵਰ',
    dataSaverOn: 'ਡਾਟਾ ਸੇਵਰ ਚਾਲੂ ਹੈ: ਤਸਵੀਰਾਂ ਟੈਪ ਕਰਨ ’ਤੇ ਹੀ ਲੋਡ ਹੁੰਦੀਆਂ ਹਨ',
  },
};
