import { MESSAGES } from '@cvb/validation';

/** English texts of the site's footer, loaded with the footer's code. */
export const en = {
  footer: {
    about:
      'CV Bazaar helps fleet owners, farmers, transporters and drivers compare commercial vehicles, check on-road prices and find dealers near them.',
    sections: {
      tractors: 'Tractors',
      trucks: 'Trucks',
      buses: 'Buses',
      threeWheelers: 'Three-wheelers',
      fuel: 'Fuel prices',
      legal: 'Legal',
      company: 'CV Bazaar',
      sisterSites: 'Our other sites',
      social: 'Follow us',
      language: 'Language',
    },
    links: {
      allTractors: 'All tractor brands',
      popularTractors: 'Popular tractors',
      miniTractors: 'Mini tractors',
      tractorDealers: 'Tractor dealers',
      truckBrands: 'Truck brands',
      electricTrucks: 'Electric trucks',
      trucksUnder10Lakh: 'Trucks under 10 lakh',
      compareTrucks: 'Compare trucks',
      truckEmi: 'Truck EMI calculator',
      allBuses: 'All buses',
      popularBuses: 'Popular buses',
      latestBuses: 'Latest buses',
      searchBuses: 'Find a bus',
      allThreeWheelers: 'All three-wheelers',
      popularThreeWheelers: 'Popular three-wheelers',
      latestThreeWheelers: 'Latest three-wheelers',
      upcomingThreeWheelers: 'Upcoming three-wheelers',
      fuelToday: "Today's fuel prices",
      petrol: 'Petrol price in all cities',
      diesel: 'Diesel price in all cities',
      cng: 'CNG price in all cities',
      privacy: 'Privacy policy',
      terms: 'Terms and conditions',
      visitorAgreement: 'Visitor agreement',
      contact: 'Contact us',
      about: 'About us',
      advertise: 'Advertise with us',
      articles: 'Articles',
      news: 'News',
      videos: 'Videos',
    },
    sisterSites: {
      cars: 'CV Bazaar Cars',
      bikes: 'CV Bazaar Bikes',
      tractors: 'CV Bazaar Tractors',
      tyres: 'CV Bazaar Tyres',
    },
    social: 'CV Bazaar on {{network}}',
    opensInNewTab: '(opens in a new tab)',
    subscribe: {
      heading: 'Get the latest CV news',
      lead: 'Launches, price changes and mandi updates in your inbox once a week. No spam.',
      label: 'Your email address',
      placeholder: 'name@example.com',
      button: 'Subscribe',
      submitting: 'Subscribing…',
      success: 'Thank you! You are subscribed to the CV Bazaar newsletter.',
      failure: 'We could not subscribe you right now. Please try again in a few minutes.',
      errors: {
        emailRequired: MESSAGES.emailRequired,
        subscriptionEmailInvalid: MESSAGES.subscriptionEmailInvalid,
      },
    },
    copyright: '© 2025 CV Bazaar. All rights reserved.',
  },
};

/** The shape every language follows; the exact messages of docs/domain.md are literal types in English only. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type FooterTexts = Widen<typeof en>;
