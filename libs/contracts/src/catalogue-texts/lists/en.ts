/** English texts of `listPageTexts`. */
export const en = {
  lists: {
    bus: {
      budgetUnder: {
        title: 'Buses under {{price}}',
        intro:
          'Every bus with an ex-showroom price under {{price}}, from vans and school buses to city buses.',
      },
      budgetAbove: {
        title: 'Buses above {{price}}',
        intro: 'Intercity coaches, sleepers and electric buses priced above {{price}} ex-showroom.',
      },
      types: {
        school: {
          title: 'School buses',
          intro: 'Buses built for school runs, with child-safe seating and speed governors.',
        },
        tourist: {
          title: 'Tourist buses',
          intro: 'Coaches for tours and intercity travel, with pushback seats and luggage space.',
        },
        city: {
          title: 'City buses',
          intro: 'Low-floor and standard buses for city routes and staff transport.',
        },
        sleeper: {
          title: 'Sleeper buses',
          intro: 'Overnight coaches with sleeper berths for long-distance routes.',
        },
      },
      electric: {
        title: 'Electric buses',
        intro: 'Battery electric buses on sale in India, with range and prices.',
      },
      fuels: { cng: { title: 'CNG buses', intro: 'Buses that run on CNG, for cities with gas networks.' } },
      popular: { title: 'Popular buses', intro: 'The buses buyers look at most, with ex-showroom prices.' },
      latest: { title: 'Latest buses', intro: 'Buses launched most recently in India.' },
      upcoming: {
        title: 'Upcoming buses',
        intro: 'Buses expected to launch soon, with their expected launch and price.',
      },
      upcomingEmpty: 'No upcoming buses in the criteria',
      brand: { title: '{{brand}} buses', intro: 'Every {{brand}} bus on sale, with ex-showroom prices.' },
    },
    'three-wheeler': {
      budgetUnder: {
        title: 'Three-wheelers under {{price}}',
        intro:
          'Every three-wheeler with an ex-showroom price under {{price}}: autos, e-rickshaws and cargo three-wheelers.',
      },
      budgetAbove: {
        title: 'Three-wheelers above {{price}}',
        intro: 'Larger cargo and passenger three-wheelers priced above {{price}} ex-showroom.',
      },
      types: {
        cargo: {
          title: 'Cargo three-wheelers',
          intro: 'Three-wheelers with a load body for shops, markets and last-mile delivery.',
        },
        passenger: {
          title: 'Passenger three-wheelers',
          intro: 'Autos for three to six passengers, in diesel, petrol, CNG, LPG and electric.',
        },
        'e-rickshaw': {
          title: 'E-rickshaws',
          intro: 'Low-speed battery rickshaws for short city and town rides.',
        },
      },
      electric: {
        title: 'Electric three-wheelers',
        intro: 'Battery three-wheelers on sale in India, with range, charging time and prices.',
      },
      fuels: {
        diesel: {
          title: 'Diesel three-wheelers',
          intro: 'Three-wheelers with diesel engines, for heavy daily use.',
        },
        petrol: { title: 'Petrol three-wheelers', intro: 'Three-wheelers with petrol engines.' },
        cng: {
          title: 'CNG three-wheelers',
          intro: 'Three-wheelers that run on CNG, the cheapest fuel per kilometre in many cities.',
        },
        lpg: { title: 'LPG three-wheelers', intro: 'Three-wheelers that run on auto LPG.' },
      },
      popular: {
        title: 'Popular three-wheelers',
        intro: 'The three-wheelers buyers look at most, with ex-showroom prices.',
      },
      latest: { title: 'Latest three-wheelers', intro: 'Three-wheelers launched most recently in India.' },
      upcoming: {
        title: 'Upcoming three-wheelers',
        intro: 'Three-wheelers expected to launch soon, with their expected launch and price.',
      },
      upcomingEmpty: 'No upcoming three wheelers in the criteria',
      brand: {
        title: '{{brand}} three-wheelers',
        intro: 'Every {{brand}} three-wheeler on sale, with ex-showroom prices.',
      },
    },
    refineInSearch: 'Refine these results with more filters',
    pricesUpdatedOn: 'Prices updated on {{date}}',
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
    tractor: {
      budgetUnder: {
        title: 'Tractors under {{price}}',
        intro:
          'Every tractor with an ex-showroom price under {{price}}, with HP, PTO power and lifting capacity.',
      },
      budgetAbove: {
        title: 'Tractors above {{price}}',
        intro: 'High-horsepower and 4WD tractors priced above {{price}} ex-showroom.',
      },
      types: {
        mini: {
          title: 'Mini tractors',
          intro: 'Compact tractors up to about 30 HP for small farms, orchards and vineyards.',
        },
        utility: {
          title: 'Utility tractors',
          intro: 'The 35–55 HP workhorses for ploughing, rotavators and haulage.',
        },
        orchard: {
          title: 'Orchard tractors',
          intro: 'Narrow tractors that fit between rows of fruit trees and vines.',
        },
        'heavy-duty': {
          title: 'Heavy-duty tractors',
          intro: 'Tractors above 55 HP for big implements, harvesters and heavy trolleys.',
        },
      },
      electric: {
        title: 'Electric tractors',
        intro: 'Battery tractors on sale in India, with hours per charge and prices.',
      },
      popular: {
        title: 'Popular tractors',
        intro: 'The tractors farmers look at most, with ex-showroom prices.',
      },
      latest: { title: 'Latest tractors', intro: 'Tractors launched most recently in India.' },
      upcoming: {
        title: 'Upcoming tractors',
        intro: 'Tractors expected to launch soon, with their expected price.',
      },
      upcomingEmpty: 'No upcoming tractors in the criteria',
      brand: {
        title: '{{brand}} tractors',
        intro: 'Every {{brand}} tractor on sale, with HP and ex-showroom prices.',
      },
    },
    infra: {
      budgetUnder: {
        title: 'Construction equipment under {{price}}',
        intro:
          'Every machine with an ex-showroom price under {{price}}: backhoe loaders, skid steers, cranes and more.',
      },
      budgetAbove: {
        title: 'Construction equipment above {{price}}',
        intro: 'Excavators, wheel loaders and cranes priced above {{price}} ex-showroom.',
      },
      types: {
        'backhoe-loader': {
          title: 'Backhoe loaders',
          intro: 'The all-rounders of Indian sites: a loader in front, a digger behind.',
        },
        excavator: {
          title: 'Excavators',
          intro: 'Crawler excavators from 7 to 36 tonnes for earthwork, mining and canals.',
        },
        'wheel-loader': { title: 'Wheel loaders', intro: 'Loaders for aggregates, quarries and stockyards.' },
        'pick-and-carry-crane': {
          title: 'Pick-and-carry cranes',
          intro: 'Hydra cranes that lift and move loads around the site without outriggers.',
        },
        'crawler-crane': {
          title: 'Crawler cranes',
          intro: 'Tracked cranes for heavy lifts on bridges, metros and plants.',
        },
        compactor: {
          title: 'Soil compactors',
          intro: 'Vibratory rollers for roads, embankments and foundations.',
        },
        'motor-grader': { title: 'Motor graders', intro: 'Graders that level and shape road beds.' },
        'skid-steer-loader': {
          title: 'Skid steer loaders',
          intro: 'Small, nimble loaders for tight spaces and city work.',
        },
        'transit-mixer': {
          title: 'Transit mixers',
          intro: 'Concrete mixers on truck chassis and self-loading mixers.',
        },
        'concrete-pump': {
          title: 'Concrete pumps',
          intro: 'Stationary and boom pumps that place concrete where it is needed.',
        },
        forklift: {
          title: 'Forklifts',
          intro: 'Diesel and electric forklifts and telehandlers for yards and warehouses.',
        },
      },
      popular: { title: 'Popular construction equipment', intro: 'The machines contractors look at most.' },
      latest: { title: 'Latest construction equipment', intro: 'Machines launched most recently in India.' },
      upcoming: { title: 'Upcoming construction equipment', intro: 'Machines expected to launch soon.' },
      upcomingEmpty: 'No upcoming machines in the criteria',
      brand: {
        title: '{{brand}} construction equipment',
        intro: 'Every {{brand}} machine on sale, with ex-showroom prices.',
      },
      electric: {
        title: 'Electric construction equipment',
        intro:
          'Battery-powered forklifts, mini excavators and other machines for indoor and zero-emission sites, with prices.',
      },
    },
  },
  landing: {
    bus: {
      title: 'Buses in India',
      lead: 'Compare prices, specifications and dealers of every bus on sale in India.',
      searchLink: 'Search buses',
      byBudget: 'Buses by budget',
      byType: 'Buses by type',
      topBrands: 'Top bus brands',
      allBrands: 'All bus brands',
      recentlyViewed: 'Recently viewed buses',
      tools: 'Bus tools',
      compare: 'Compare buses',
      emi: 'Bus EMI calculator',
      dealers: 'Find bus dealers',
    },
    'three-wheeler': {
      title: 'Three-wheelers in India',
      lead: 'Compare prices, specifications and dealers of every three-wheeler on sale in India.',
      searchLink: 'Search three-wheelers',
      byBudget: 'Three-wheelers by budget',
      byType: 'Three-wheelers by type',
      topBrands: 'Top three-wheeler brands',
      allBrands: 'All three-wheeler brands',
      recentlyViewed: 'Recently viewed three-wheelers',
      tools: 'Three-wheeler tools',
      compare: 'Compare three-wheelers',
      emi: 'Three-wheeler EMI calculator',
      dealers: 'Find three-wheeler dealers',
    },
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
    tractor: {
      title: 'Tractors in India',
      lead: 'Compare prices, HP, PTO power and dealers of every tractor on sale in India.',
      searchLink: 'Search tractors',
      byBudget: 'Tractors by budget',
      byType: 'Tractors by type',
      topBrands: 'Top tractor brands',
      allBrands: 'All tractor brands',
      recentlyViewed: 'Recently viewed tractors',
      tools: 'Tractor tools',
      compare: 'Compare tractors',
      emi: 'Tractor loan EMI calculator',
      dealers: 'Find tractor dealers',
      implements: 'Tractor implements',
    },
    infra: {
      title: 'Construction equipment in India',
      lead: 'Compare prices, specifications and dealers of backhoe loaders, excavators, cranes and more.',
      searchLink: 'Search construction equipment',
      byBudget: 'Construction equipment by budget',
      byType: 'Construction equipment by type',
      topBrands: 'Top construction equipment brands',
      allBrands: 'All construction equipment brands',
      recentlyViewed: 'Recently viewed machines',
      tools: 'Equipment tools',
      compare: 'Compare construction equipment',
      emi: 'Equipment loan EMI calculator',
      dealers: 'Find equipment dealers',
    },
  },
};
