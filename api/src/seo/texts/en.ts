import type { SeoTexts } from './seo-text-types';

/** English titles and descriptions of every page type. */
export const en: SeoTexts = {
  siteName: 'CV Bazaar',
  titleWithSite: '{{title}} | CV Bazaar',
  home: {
    title: 'CV Bazaar — Trucks, Buses, Three-wheelers, Tractors and Tyres in India',
    description:
      'Compare prices, specifications and dealers of trucks, buses, three-wheelers, tractors, construction equipment and tyres across India, with news, reviews, mandi and fuel prices.',
  },
  homeCrumb: 'Home',
  notFound: {
    title: 'Page not found',
    description:
      'Sorry, we could not find the page you are looking for. Try the home page or one of the sections.',
  },
  pages: {
    'about-us': {
      title: 'About CV Bazaar',
      description:
        'CV Bazaar is an Indian marketplace and research site for commercial vehicles, tractors, construction equipment and tyres, in six Indian languages.',
    },
    'advertise-with-us': {
      title: 'Advertise with us',
      description:
        'Reach fleet owners, transporters, farmers and contractors who research vehicles on CV Bazaar.',
    },
    'contact-us': {
      title: 'Contact us',
      description: 'Write to CV Bazaar or call our team: questions, corrections and dealer listings.',
    },
    'privacy-policy': {
      title: 'Privacy policy',
      description: 'What CV Bazaar collects, how it is used, cookies and local storage, and your choices.',
    },
    'terms-and-conditions': {
      title: 'Terms and conditions',
      description:
        'The terms of using CV Bazaar: information on the site, leads and dealers, and user content.',
    },
    'visitor-agreement': {
      title: 'Visitor agreement',
      description: 'Fair use of CV Bazaar, accounts and changes to this agreement.',
    },
    'auto-expo-2025': {
      title: 'Auto Expo 2025: launches and unveilings',
      description:
        'Every commercial vehicle launched and unveiled at Auto Expo 2025, with dates, venue, prices and specifications.',
    },
  },
  sections: {
    truck: 'Trucks',
    bus: 'Buses',
    'three-wheeler': 'Three-wheelers',
    tractor: 'Tractors',
    infra: 'Construction equipment',
  },
  vehicle: {
    sectionTitle: '{{heading}}: prices, specs and dealers',
    brandTitle: '{{heading}}: price list, specs and dealers',
    priceRange: 'Ex-showroom prices from {{min}} to {{max}}.',
    priceFrom: 'Ex-showroom prices from {{min}}.',
    modelTitle: '{{name}} price in {{city}} — {{price}} onwards, specs, mileage',
    modelTitleWithoutMileage: '{{name}} price in {{city}} — {{price}} onwards, specs',
    modelTitleExpected: '{{name}} expected price {{price}}, launch date and specs',
    modelTitleWithoutPrice: '{{name}} price in {{city}}, specs and variants',
    modelDescription:
      '{{name}} ex-showroom price in {{city}} starts at {{price}}. See its variants, specifications, on-road price, EMI, dealers and reviews.',
    modelDescriptionExpected:
      '{{name}} is expected at {{price}}. See its expected launch, specifications and rivals, and ask to be told when it launches.',
    modelDescriptionWithoutPrice:
      'See the {{name}} specifications, variants, dealers and reviews; its price is coming soon.',
    variantTitle: '{{name}} price in {{city}} — {{price}}, specs',
    variantTitleWithoutPrice: '{{name}} price in {{city}} and specs',
    variantDescription:
      '{{name}} ex-showroom price in {{city}} is {{price}}. See its specifications, on-road price, EMI and the other variants.',
    variantDescriptionWithoutPrice:
      'See the {{name}} specifications and the other variants; its price is coming soon.',
    search: '{{heading}} by brand, budget, type and fuel, with prices and specifications.',
    brands: '{{heading}}: every brand with the number of models on sale and their ex-showroom price range.',
    compare: '{{heading}}: prices and specifications of up to 4 variants side by side.',
    emi: '{{heading}}: the monthly EMI of your loan from the price, down payment, interest rate and tenure.',
    costOfOwnership:
      "{{heading}}: the cost per km and per tonne-km of up to four vehicles, year by year, from today's fuel price in your city, tyre prices, insurance, tax, loan and depreciation.",
    tripCost:
      "{{heading}}: fuel used, the cost of a trip and per tonne from today's fuel price, tolls and allowances, with the break-even freight rate.",
    used: '{{heading}}: second-hand vehicles listed by their owners, newest first.',
    dealers: '{{heading}}: addresses and phone numbers of authorised dealers and service centres near you.',
    dealersBrand: '{{heading}}: addresses and phone numbers in every city.',
    dealersCity: '{{heading}}: addresses, phone numbers and service centres.',
  },
  media: {
    lists: {
      'news-list': {
        title: 'Commercial vehicle news',
        description:
          'The latest news on trucks, buses, three-wheelers, tractors and construction equipment in India.',
      },
      'article-list': {
        title: 'Articles',
        description: 'Buying guides, best-of lists, tips and features on commercial vehicles and tractors.',
      },
      bestofs: {
        title: 'Best-of lists',
        description: 'The best trucks, buses, three-wheelers and tractors for each job and budget.',
      },
      'tips-advice': {
        title: 'Tips and advice',
        description: 'Practical advice on buying, running and maintaining commercial vehicles and tractors.',
      },
      features: {
        title: 'Features',
        description: 'Long reads on the people, routes and businesses behind India’s commercial vehicles.',
      },
      'expert-review-list': {
        title: 'Expert reviews',
        description: 'Our experts drive and rate trucks, buses, three-wheelers, tractors and machines.',
      },
      'video-list': {
        title: 'Videos',
        description:
          'Walkarounds, test drives and reviews of trucks, buses, three-wheelers, tractors and machines.',
      },
      'web-story-list': {
        title: 'Web stories',
        description: 'Quick visual stories on new launches, prices and comparisons.',
      },
      'tractor-web-story-list': {
        title: 'Tractor web stories',
        description: 'Quick visual stories on new tractors, prices and comparisons.',
      },
    },
    sectionVideos: {
      truck: {
        title: 'Truck videos',
        description: 'Walkarounds, test drives and reviews of trucks on sale in India.',
      },
      bus: {
        title: 'Bus videos',
        description: 'Walkarounds, test drives and reviews of buses on sale in India.',
      },
      'three-wheeler': {
        title: 'Three-wheeler videos',
        description: 'Walkarounds, test drives and reviews of three-wheelers on sale in India.',
      },
      tractor: {
        title: 'Tractor videos',
        description: 'Field tests, walkarounds and reviews of tractors on sale in India.',
      },
      infra: {
        title: 'Construction equipment videos',
        description: 'Site tests, walkarounds and operator reviews of construction equipment in India.',
      },
    },
    brandVideos: {
      title: '{{section}}: {{brand}} videos',
      description: 'Walkarounds, test drives and reviews of {{brand}} models.',
    },
    modelVideos: {
      title: '{{name}} videos',
      description: 'Walkarounds, test drives and reviews of the {{name}}.',
    },
    author: {
      title: '{{name}}, {{role}}',
      description: 'News, articles and reviews by {{name}}.',
    },
    webStoryDescription: 'A web story by {{author}}: {{text}}',
  },
  implements: {
    title: 'Tractor implements: rotavators, cultivators, ploughs and more',
    description: 'Farm implements by type with the tractor HP they need, working width and price.',
  },
  tyres: {
    pages: {
      tyres: {
        title: 'Truck, tractor and three-wheeler tyres: prices and sizes',
        description:
          'Compare tyre prices, sizes and ratings of every brand for trucks, buses, tractors and three-wheelers.',
      },
      'tyre-brands': {
        title: 'Tyre brands in India',
        description: 'Every tyre brand with its models, segments and prices.',
      },
      'tyre-search': { title: 'Search tyres', description: 'Find tyres by size, brand, segment and price.' },
      'truck-tyres': {
        title: 'Truck tyres',
        description: 'Radial and bias truck and bus tyres with sizes and prices.',
      },
      'tractor-tyres': {
        title: 'Tractor tyres',
        description: 'Front and rear tractor tyres with sizes and prices.',
      },
      'three-wheeler-tyres': {
        title: 'Three-wheeler tyres',
        description: 'Tyres for autos, cargo three-wheelers and e-rickshaws with sizes and prices.',
      },
      'tyre-compare': {
        title: 'Compare tyres',
        description: 'Compare the sizes, ratings, warranty and prices of tyres side by side.',
      },
      'tyre-finder': {
        title: 'Tyre finder',
        description: 'Find the tyres that fit your vehicle by model, size or brand.',
      },
      'tyre-pressure': {
        title: 'Tyre pressure checker',
        description: 'The right cold tyre pressure for your vehicle, size and load.',
      },
      'tyre-upsizing': {
        title: 'Tyre upsizing tool',
        description: 'Check a bigger tyre size against yours: diameter change and speedometer error.',
      },
      'battery-finder': {
        title: 'Battery finder',
        description: 'Find the battery that fits your vehicle, with capacity and price.',
      },
      'lubricant-finder': {
        title: 'Lubricant finder',
        description: 'Find the engine oil, gear oil and grease your vehicle needs, with grade and price.',
      },
      'tyre-guide-list': {
        title: 'Tyre guides',
        description: 'How to read tyre sizes, keep pressures right and make tyres last.',
      },
    },
    brand: {
      title: '{{brand}} tyres: price list and sizes',
      description: 'Every {{brand}} tyre with its sizes and prices.',
    },
    model: {
      title: '{{name}} tyre price — {{price}} onwards, sizes',
      description:
        '{{name}} price starts at {{price}} per tyre. See its sizes, load and speed ratings and warranty.',
    },
    modelWithoutPrice: {
      title: '{{name}} tyre sizes and specs',
      description: 'See the {{name}} sizes, load and speed ratings and warranty.',
    },
  },
  fuel: {
    index: {
      title: 'Petrol, diesel and CNG prices today',
      description:
        'Today’s petrol, diesel and CNG prices in every city and state of India, with the day’s change.',
    },
    allCities: {
      petrol: {
        title: 'Petrol price in all cities today',
        description: 'Today’s petrol price in every city of India.',
      },
      diesel: {
        title: 'Diesel price in all cities today',
        description: 'Today’s diesel price in every city of India.',
      },
      cng: {
        title: 'CNG price in all cities today',
        description: 'Today’s CNG price in every city of India.',
      },
    },
    place: {
      petrol: {
        title: 'Petrol price in {{place}} today — {{price}} per litre',
        description:
          'Petrol costs {{price}} per litre in {{place}} on {{date}}. See the trend of the last 30 days.',
      },
      diesel: {
        title: 'Diesel price in {{place}} today — {{price}} per litre',
        description:
          'Diesel costs {{price}} per litre in {{place}} on {{date}}. See the trend of the last 30 days.',
      },
      cng: {
        title: 'CNG price in {{place}} today — {{price}} per kg',
        description:
          'CNG costs {{price}} per kg in {{place}} on {{date}}. See the trend of the last 30 days.',
      },
    },
  },
  mandi: {
    home: {
      title: 'Mandi prices today',
      description:
        'Today’s mandi prices of wheat, paddy, pulses, vegetables and more in every market of India.',
    },
    commodity: {
      title: '{{commodity}} mandi price today — {{price}} per quintal',
      description:
        '{{commodity}} sold at a modal price of {{price}} per quintal on {{date}}. See the rate in every market and the best price in each state.',
    },
    commodityWithoutPrices: {
      title: '{{commodity}} mandi price today',
      description: 'The price of {{commodity}} in every market of India, in ₹ per quintal.',
    },
    market: {
      title: '{{market}} mandi prices today, {{district}}, {{state}}',
      description:
        'Today’s prices of every commodity at {{market}} mandi in {{district}}, {{state}}, in ₹ per quintal.',
    },
  },
  account: {
    account: { title: 'My account', description: 'Your profile, saved vehicles, reviews and ads.' },
    admin: { title: 'Admin desk', description: 'The CV Bazaar desk for news, media, leads and moderation.' },
    community: {
      title: 'Community: questions and answers',
      description: 'Ask fleet owners, drivers and farmers about vehicles, and answer their questions.',
    },
    'sell-used-vehicle': {
      title: 'Sell your used vehicle',
      description: 'Post an ad for your used truck, bus, three-wheeler or tractor in a few steps.',
    },
    'emandi-admin': {
      title: 'Mandi price import',
      description: 'Import mandi and fuel prices from CSV files.',
    },
  },
};
