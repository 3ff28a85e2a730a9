/** English texts of `dealersTexts`. */
export const en = {
  dealers: {
    title: {
      truck: 'Truck dealers and service centres',
      bus: 'Bus dealers and service centres',
      'three-wheeler': 'Three-wheeler dealers and service centres',
      tractor: 'Tractor dealers and service centres',
      infra: 'Construction equipment dealers',
    },
    lead: 'Choose a brand and your city to see authorised dealers and service centres near you.',
    brand: 'Brand',
    city: 'City',
    chooseBrand: 'Choose a brand',
    chooseCity: 'Choose a city',
    find: 'Find dealers',
    brandTitle: '{{brand}} dealers and service centres',
    cityTitle: '{{brand}} dealers in {{city}}',
    count_one: '{{count}} dealer or service centre',
    count_other: '{{count}} dealers and service centres',
    kind: { dealer: 'Dealer', 'service-centre': 'Service centre' },
    phone: 'Phone',
    map: 'View on map',
    mapLabel: 'View {{name}} on map (opens in a new tab)',
    empty:
      'No dealers available for your current city or brand; change the city or choose a different brand.',
  },
};
