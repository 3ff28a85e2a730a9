/** Marathi texts of the header's data saver switch (namespace 'shell'): the only offline texts of the first screen. */
export const mr = {
  offline: {
    dataSaver: 'डेटा सेव्हर',
    dataSaverOn: 'डेटा सेव्हर सुरू आहे: चित्रे टॅप केल्यावरच लोड होतात',
  },
};
