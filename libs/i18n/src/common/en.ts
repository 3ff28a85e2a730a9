/** The texts shared by the shell and every remote (namespace "common") in English. */
export const en: Record<string, unknown> = {
  siteName: 'CV Bazaar',
  tagline: 'Trucks, buses, three-wheelers, tractors and tyres — prices, dealers and news',
  loading: 'Loading…',
  retry: 'Retry',
  remoteError: {
    title: 'This section could not be loaded',
    body: 'Check your connection and try again. The rest of the site keeps working.',
  },
  dataError: 'We could not load this information. Please try again.',
  somethingWentWrong: 'Something went wrong.',
  nav: {
    home: 'Home',
    tractors: 'Tractors',
    trucks: 'Trucks',
    buses: 'Buses',
    threeWheelers: 'Three-wheelers',
    infra: 'Infra',
    tyres: 'Tyres',
    emandi: 'Mandi prices',
    fuel: 'Fuel prices',
    news: 'News & Reviews',
    account: 'My account',
  },
  language: 'Language',
  priceRange: 'Price range',
  models_one: '{{count}} model',
  models_other: '{{count}} models',
  priceComingSoon: 'Price coming soon',
  footer: {
    about:
      'CV Bazaar helps fleet owners, farmers and drivers compare commercial vehicles and find dealers near them.',
    copyright: '© 2025 CV Bazaar. All rights reserved.',
  },
  home: {
    title: 'Find the right commercial vehicle',
    lead: 'Compare prices, specs and dealers for trucks, buses, three-wheelers, tractors and tyres across India.',
    categories: 'Browse by category',
  },
  notFound: {
    title: 'Sorry, We cant find the page you are looking for!',
    goHome: 'Go back home',
  },
};
