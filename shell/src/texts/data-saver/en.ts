/** English texts of the header's data saver switch (namespace 'shell'): the only offline texts of the first screen. */
export const en = {
  offline: {
    dataSaver: 'Data saver',
    dataSaverOn: 'Data saver is on: pictures load only when you tap them',
  },
};
