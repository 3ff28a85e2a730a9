/** English texts of `usedVehicleTexts`. */
export const en = {
  usedVehicles: {
    title: {
      truck: 'Used trucks for sale',
      bus: 'Used buses for sale',
      'three-wheeler': 'Used three-wheelers for sale',
      tractor: 'Used tractors for sale',
      infra: 'Used construction equipment for sale',
    },
    intro: 'Second-hand vehicles listed by their owners, newest first.',
    sell: 'Sell your vehicle',
    filters: 'Filters',
    brand: 'Brand',
    city: 'City',
    priceBand: 'Price',
    anyPrice: 'Any price',
    bands: {
      'under-5-lakh': 'Under {{max}}',
      '5-10-lakh': '{{min}} to {{max}}',
      '10-20-lakh': '{{min}} to {{max}}',
      'above-20-lakh': 'Above {{min}}',
    },
    apply: 'Show vehicles',
    clear: 'Clear filters',
    count_one: '{{count}} vehicle',
    count_other: '{{count}} vehicles',
    empty: 'No used vehicles match these filters yet. Try another city or brand.',
    price: '₹ {{price}}',
    kms: '{{kms}} km',
    owners: {
      '1st': '1st owner',
      '2nd': '2nd owner',
      '3rd+': '3rd owner or later',
    },
  },
};
