/** The site's own pages the header search can find, with words people type for them. */
export interface SitePage {
  link: string;
  label: { en: string; hi: string };
  keywords: string;
}

export const SITE_PAGES: readonly SitePage[] = [
  {
    link: '/advertise-with-us',
    label: { en: 'Advertise With Us', hi: 'हमारे साथ विज्ञापन करें' },
    keywords: 'advertise advertising ads marketing',
  },
  {
    link: '/contact-us',
    label: { en: 'Contact Us', hi: 'संपर्क करें' },
    keywords: 'contact support help phone email',
  },
  { link: '/about-us', label: { en: 'About Us', hi: 'हमारे बारे में' }, keywords: 'about company team' },
  {
    link: '/privacy-policy',
    label: { en: 'Privacy Policy', hi: 'गोपनीयता नीति' },
    keywords: 'privacy data cookies policy legal',
  },
  {
    link: '/terms-and-conditions',
    label: { en: 'Terms and Conditions', hi: 'नियम और शर्तें' },
    keywords: 'terms conditions legal',
  },
  {
    link: '/visitor-agreement',
    label: { en: 'Visitor Agreement', hi: 'आगंतुक समझौता' },
    keywords: 'visitor agreement legal',
  },
  {
    link: '/fuel-prices',
    label: { en: 'Fuel Prices Today', hi: 'आज के ईंधन के दाम' },
    keywords: 'fuel petrol diesel price rate today',
  },
  {
    link: '/fuel-prices/petrol-price-in-all-city',
    label: { en: 'Petrol Price in All Cities', hi: 'सभी शहरों में पेट्रोल का दाम' },
    keywords: 'petrol fuel price rate city',
  },
  {
    link: '/fuel-prices/diesel-price-in-all-city',
    label: { en: 'Diesel Price in All Cities', hi: 'सभी शहरों में डीजल का दाम' },
    keywords: 'diesel fuel price rate city',
  },
  {
    link: '/trucks/emi-calculator',
    label: { en: 'Truck EMI Calculator', hi: 'ट्रक ईएमआई कैलकुलेटर' },
    keywords: 'emi loan finance calculator truck',
  },
  {
    link: '/buses/emi-calculator',
    label: { en: 'Bus EMI Calculator', hi: 'बस ईएमआई कैलकुलेटर' },
    keywords: 'emi loan finance calculator bus',
  },
  {
    link: '/three-wheelers/emi-calculator',
    label: { en: 'Three-Wheeler EMI Calculator', hi: 'थ्री-व्हीलर ईएमआई कैलकुलेटर' },
    keywords: 'emi loan finance calculator three wheeler auto',
  },
  {
    link: '/tractors/emi-calculator',
    label: { en: 'Tractor EMI Calculator', hi: 'ट्रैक्टर ईएमआई कैलकुलेटर' },
    keywords: 'emi loan finance calculator tractor farm kisan',
  },
  {
    link: '/infra/emi-calculator',
    label: { en: 'Construction Equipment EMI Calculator', hi: 'निर्माण उपकरण ईएमआई कैलकुलेटर' },
    keywords: 'emi loan finance calculator construction equipment infra jcb',
  },
  {
    link: '/trucks/compare',
    label: { en: 'Compare Trucks', hi: 'ट्रकों की तुलना करें' },
    keywords: 'compare comparison vs versus truck',
  },
  {
    link: '/buses/compare',
    label: { en: 'Compare Buses', hi: 'बसों की तुलना करें' },
    keywords: 'compare comparison vs versus bus',
  },
  {
    link: '/three-wheelers/compare',
    label: { en: 'Compare Three-Wheelers', hi: 'थ्री-व्हीलर की तुलना करें' },
    keywords: 'compare comparison vs versus three wheeler auto',
  },
  {
    link: '/tractors/compare',
    label: { en: 'Compare Tractors', hi: 'ट्रैक्टरों की तुलना करें' },
    keywords: 'compare comparison vs versus tractor',
  },
  {
    link: '/infra/compare',
    label: { en: 'Compare Construction Equipment', hi: 'निर्माण उपकरणों की तुलना करें' },
    keywords: 'compare comparison vs versus construction equipment infra',
  },
  {
    link: '/tractors/tractor-dealers',
    label: { en: 'Tractor Dealers', hi: 'ट्रैक्टर डीलर' },
    keywords: 'tractor dealer dealers showroom near me',
  },
  {
    link: '/tractors/implements',
    label: { en: 'Tractor Implements', hi: 'ट्रैक्टर के कृषि यंत्र' },
    keywords: 'implements rotavator cultivator plough harrow seed drill thresher',
  },
  {
    link: '/infra/dealers',
    label: { en: 'Construction Equipment Dealers', hi: 'निर्माण उपकरण डीलर' },
    keywords: 'construction equipment infra dealer dealers showroom',
  },
  {
    link: '/tyres/compare',
    label: { en: 'Compare Tyres', hi: 'टायरों की तुलना करें' },
    keywords: 'compare comparison vs versus tyre tire',
  },
  {
    link: '/auto-expo-2025',
    label: { en: 'Auto Expo 2025', hi: 'ऑटो एक्सपो 2025' },
    keywords: 'auto expo bharat mobility 2025 launches',
  },
];
