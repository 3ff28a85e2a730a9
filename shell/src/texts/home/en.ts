/** English texts of the home page's own parts (namespace 'shell', key home). */
export const en = {
  home: {
    finder: {
      title: 'Find a vehicle',
      vehicle: 'Vehicle',
      verticals: { truck: 'Trucks', bus: 'Buses', 'three-wheeler': 'Three-wheelers' },
      searchAll: { truck: 'Search all trucks', bus: 'Search all buses', 'three-wheeler': 'Search all three-wheelers' },
    },
  },
};
