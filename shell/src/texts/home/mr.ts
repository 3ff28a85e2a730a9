/** Marathi texts of the home page's own parts (namespace 'shell', key home). */
export const mr = {
  home: {
    finder: {
      title: 'वाहन शोधा',
      vehicle: 'वाहन',
      verticals: { truck: 'ट्रक', bus: 'बस', 'three-wheeler': 'थ्री-व्हीलर' },
      searchAll: { truck: 'सर्व ट्रक शोधा', bus: 'सर्व बस शोधा', 'three-wheeler': 'सर्व थ्री-व्हीलर शोधा' },
    },
  },
};
