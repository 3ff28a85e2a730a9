/** Hindi texts of the home page's own parts (namespace 'shell', key home). */
export const hi = {
  home: {
    finder: {
      title: 'वाहन खोजें',
      vehicle: 'वाहन',
      verticals: { truck: 'ट्रक', bus: 'बसें', 'three-wheeler': 'थ्री-व्हीलर' },
      searchAll: { truck: 'सभी ट्रक खोजें', bus: 'सभी बसें खोजें', 'three-wheeler': 'सभी थ्री-व्हीलर खोजें' },
    },
  },
};
