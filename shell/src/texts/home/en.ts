/** English texts of the home page's own parts (namespace 'shell', key home). */
export const en = {
  home: {
    documentTitle: 'CV Bazaar — Trucks, Buses, Three-wheelers, Tractors and Tyres in India',
    finder: {
      title: 'Find a vehicle',
      vehicle: 'Vehicle',
      verticals: {
        truck: 'Trucks',
        bus: 'Buses',
        'three-wheeler': 'Three-wheelers',
        tractor: 'Tractors',
        infra: 'Infra',
      },
      searchAll: {
        truck: 'Search all trucks',
        bus: 'Search all buses',
        'three-wheeler': 'Search all three-wheelers',
        tractor: 'Search all tractors',
        infra: 'Search all construction equipment',
      },
      groups: {
        hp: 'By HP',
      },
      pages: {
        miniTractors: 'Mini tractors',
        utilityTractors: 'Utility tractors',
        orchardTractors: 'Orchard tractors',
        heavyDutyTractors: 'Heavy-duty tractors',
        backhoeLoaders: 'Backhoe loaders',
        excavators: 'Excavators',
        wheelLoaders: 'Wheel loaders',
        pickAndCarryCranes: 'Pick-and-carry cranes',
        crawlerCranes: 'Crawler cranes',
        compactors: 'Soil compactors',
        motorGraders: 'Motor graders',
        skidSteerLoaders: 'Skid steer loaders',
        transitMixers: 'Transit mixers',
        concretePumps: 'Concrete pumps',
        forklifts: 'Forklifts',
      },
    },
    upcoming: {
      title: 'Upcoming launches',
      expectedLaunch: 'Expected launch {{period}}',
      expectedPrice: 'Expected price {{price}}',
      empty: 'No upcoming launches right now.',
    },
    brands: {
      title: 'Popular brands',
      viewAll: {
        truck: 'All truck brands',
        bus: 'All bus brands',
        'three-wheeler': 'All three-wheeler brands',
        tractor: 'All tractor brands',
        infra: 'All construction equipment brands',
      },
      empty: 'No brands to show yet.',
    },
  },
};
