/** English texts of `offlineTexts`: the offline banner and page, and the web app manifest. */
export const en = {
  offline: {
    appName: 'CV Bazaar — commercial vehicles',
    shortName: 'CV Bazaar',
    description:
      'Prices, specifications and dealers of trucks, buses, tractors and tyres, and mandi and fuel prices.',
    banner: 'You are offline — prices as of {{time}}',
    bannerNoTime: 'You are offline — showing what this phone has saved',
    pageTitle: 'You are offline',
    pageIntro: 'This page has not been saved on this phone yet. These pages open without a connection:',
    noPages: 'Nothing is saved yet. Pages you open while online are kept for the next time you are offline.',
    home: 'Home',
    retry: 'Try again',
  },
};
