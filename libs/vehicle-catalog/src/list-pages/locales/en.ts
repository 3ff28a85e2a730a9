/** English texts of `listPageTexts`. */
export const en = {
  lists: {
    refineInSearch: 'Refine these results with more filters',
    expectedLaunch: 'Expected launch {{period}}',
    expectedPrice: 'Expected price {{price}}',
    truck: {
      budgetUnder: {
        title: 'Trucks under {{price}}',
        intro:
          'Every truck with an ex-showroom price under {{price}}, from mini trucks to light commercial vehicles.',
      },
      budgetAbove: {
        title: 'Trucks above {{price}}',
        intro: 'Heavy trucks, tippers and trailers priced above {{price}} ex-showroom.',
      },
      types: {
        mini: {
          title: 'Mini trucks',
          intro: 'Small four-wheel trucks for city deliveries and last-mile loads.',
        },
        cargo: {
          title: 'Cargo trucks',
          intro: 'Trucks with open or closed cargo bodies for goods transport.',
        },
        dumper: {
          title: 'Dumper trucks',
          intro: 'Tippers and dumpers for construction, mining and bulk material.',
        },
        pickup: {
          title: 'Pickup trucks',
          intro: 'Pickups that carry up to two tonnes on rough roads.',
        },
        trailer: {
          title: 'Trailer trucks',
          intro: 'Tractor-trailers and haulage trucks for long-distance heavy loads.',
        },
      },
      electric: {
        title: 'Electric trucks',
        intro: 'Battery electric trucks on sale in India, with their prices.',
      },
      popular: {
        title: 'Popular trucks',
        intro: 'The trucks buyers look at most, with ex-showroom prices.',
      },
      latest: {
        title: 'Latest trucks',
        intro: 'Trucks launched most recently in India.',
      },
      upcoming: {
        title: 'Upcoming trucks',
        intro: 'Trucks expected to launch soon, with their expected launch and price.',
      },
      upcomingEmpty: 'No upcoming trucks in the criteria',
      brand: {
        title: '{{brand}} trucks',
        intro: 'Every {{brand}} truck on sale, with ex-showroom prices.',
      },
    },
  },
  landing: {
    viewAll: 'View all',
    truck: {
      title: 'Trucks in India',
      lead: 'Compare prices, specifications and dealers of every truck on sale in India.',
      searchLink: 'Search trucks',
      byBudget: 'Trucks by budget',
      byType: 'Trucks by type',
      topBrands: 'Top truck brands',
      allBrands: 'All truck brands',
      recentlyViewed: 'Recently viewed trucks',
      tools: 'Truck tools',
      compare: 'Compare trucks',
      emi: 'Truck EMI calculator',
      dealers: 'Find truck dealers',
    },
  },
};
