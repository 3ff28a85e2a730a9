/** The general top menu of SPEC §2 (Header). Fuel-price links always use English. */
export const GENERAL_MENU = [
  { key: 'tractors', to: '/tractors' },
  { key: 'trucks', to: '/trucks' },
  { key: 'buses', to: '/buses' },
  { key: 'threeWheelers', to: '/three-wheelers' },
  { key: 'infra', to: '/infra' },
  { key: 'tyres', to: '/tyres' },
  { key: 'emandi', to: '/emandi' },
  { key: 'fuel', to: '/fuel-prices', keepEnglish: true },
  { key: 'news', to: '/news' },
] as const;
