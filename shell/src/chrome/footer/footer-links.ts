/** An in-site link; fuel-price paths stay English in every locale (docs/domain.md#pages). */
export interface FooterLink {
  key: string;
  to: string;
  keepEnglish?: boolean;
}

export interface FooterSection {
  key: string;
  links: readonly FooterLink[];
}

const fuel = (key: string, to: string): FooterLink => ({ key, to, keepEnglish: true });

export const LINK_SECTIONS: readonly FooterSection[] = [
  {
    key: 'tractors',
    links: [
      { key: 'allTractors', to: '/tractors' },
      { key: 'popularTractors', to: '/tractors/popular-tractors' },
      { key: 'miniTractors', to: '/tractors/mini-tractors' },
      { key: 'tractorDealers', to: '/tractors/tractor-dealers' },
    ],
  },
  {
    key: 'trucks',
    links: [
      { key: 'truckBrands', to: '/trucks/brands' },
      { key: 'electricTrucks', to: '/trucks/electric-trucks' },
      { key: 'trucksUnder10Lakh', to: '/trucks/trucks-under-10-lakh' },
      { key: 'compareTrucks', to: '/trucks/compare' },
      { key: 'truckEmi', to: '/trucks/emi-calculator' },
    ],
  },
  {
    key: 'buses',
    links: [
      { key: 'allBuses', to: '/buses' },
      { key: 'popularBuses', to: '/buses/popular-buses' },
      { key: 'latestBuses', to: '/buses/latest-buses' },
      { key: 'searchBuses', to: '/buses/search' },
    ],
  },
  {
    key: 'threeWheelers',
    links: [
      { key: 'allThreeWheelers', to: '/three-wheelers' },
      { key: 'popularThreeWheelers', to: '/three-wheelers/popular-three-wheelers' },
      { key: 'latestThreeWheelers', to: '/three-wheelers/latest-three-wheelers' },
      { key: 'upcomingThreeWheelers', to: '/three-wheelers/upcoming-three-wheelers' },
    ],
  },
  {
    key: 'fuel',
    links: [
      fuel('fuelToday', '/fuel-prices'),
      fuel('petrol', '/fuel-prices/petrol-price-in-all-city'),
      fuel('diesel', '/fuel-prices/diesel-price-in-all-city'),
      fuel('cng', '/fuel-prices/cng-price-in-all-city'),
    ],
  },
  {
    key: 'company',
    links: [
      { key: 'contact', to: '/contact-us' },
      { key: 'about', to: '/about-us' },
      { key: 'advertise', to: '/advertise-with-us' },
      { key: 'articles', to: '/articles' },
      { key: 'news', to: '/news' },
      { key: 'videos', to: '/videos' },
    ],
  },
  {
    key: 'legal',
    links: [
      { key: 'privacy', to: '/privacy-policy' },
      { key: 'terms', to: '/terms-and-conditions' },
      { key: 'visitorAgreement', to: '/visitor-agreement' },
    ],
  },
];

export const SISTER_SITES = [
  { key: 'cars', href: 'https://cars.cvbazaar.in' },
  { key: 'bikes', href: 'https://bikes.cvbazaar.in' },
  { key: 'tractors', href: 'https://tractors.cvbazaar.in' },
  { key: 'tyres', href: 'https://tyres.cvbazaar.in' },
] as const;

export type SocialNetwork = 'Facebook' | 'X' | 'Instagram' | 'YouTube' | 'LinkedIn';

export const SOCIAL_PROFILES: ReadonlyArray<{ network: SocialNetwork; href: string }> = [
  { network: 'Facebook', href: 'https://www.facebook.com/cvbazaarindia' },
  { network: 'X', href: 'https://x.com/cvbazaar_in' },
  { network: 'Instagram', href: 'https://www.instagram.com/cvbazaar.in' },
  { network: 'YouTube', href: 'https://www.youtube.com/@CVBazaarIndia' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/cv-bazaar' },
];
