/** The texts shared by the shell and every remote (namespace "common") in Punjabi. */
export const pa: Record<string, unknown> = {
  siteName: 'ਸੀਵੀ ਬਾਜ਼ਾਰ',
  tagline: 'ਟਰੱਕ, ਬੱਸਾਂ, ਥ੍ਰੀ-ਵ੍ਹੀਲਰ, ਟਰੈਕਟਰ ਅਤੇ ਟਾਇਰ — ਕੀਮਤਾਂ, ਡੀਲਰ ਅਤੇ ਖ਼ਬਰਾਂ',
  loading: 'ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ…',
  retry: 'ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ',
  remoteError: {
    title: 'ਇਹ ਹਿੱਸਾ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕਿਆ',
    body: 'ਆਪਣਾ ਇੰਟਰਨੈੱਟ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ। ਬਾਕੀ ਸਾਈਟ ਚੱਲਦੀ ਰਹੇਗੀ।',
  },
  dataError: 'ਇਹ ਜਾਣਕਾਰੀ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  somethingWentWrong: 'ਕੁਝ ਗਲਤ ਹੋ ਗਿਆ।',
  nav: {
    home: 'ਮੁੱਖ ਪੰਨਾ',
    tractors: 'ਟਰੈਕਟਰ',
    trucks: 'ਟਰੱਕ',
    buses: 'ਬੱਸਾਂ',
    threeWheelers: 'ਥ੍ਰੀ-ਵ੍ਹੀਲਰ',
    infra: 'ਇਨਫਰਾ',
    tyres: 'ਟਾਇਰ',
    emandi: 'ਮੰਡੀ ਭਾਅ',
    fuel: 'ਤੇਲ ਦੀਆਂ ਕੀਮਤਾਂ',
    news: 'ਖ਼ਬਰਾਂ ਅਤੇ ਸਮੀਖਿਆਵਾਂ',
    account: 'ਮੇਰਾ ਖਾਤਾ',
  },
  language: 'ਭਾਸ਼ਾ',
  priceRange: 'ਕੀਮਤ ਦੀ ਰੇਂਜ',
  models_one: '{{count}} ਮਾਡਲ',
  models_zero: 'ਕੋਈ ਮਾਡਲ ਨਹੀਂ',
  models_other: '{{count}} ਮਾਡਲ',
  priceComingSoon: 'ਕੀਮਤ ਜਲਦੀ ਆ ਰਹੀ ਹੈ',
  footer: {
    about:
      'ਸੀਵੀ ਬਾਜ਼ਾਰ ਫਲੀਟ ਮਾਲਕਾਂ, ਕਿਸਾਨਾਂ ਅਤੇ ਡਰਾਈਵਰਾਂ ਨੂੰ ਵਪਾਰਕ ਵਾਹਨਾਂ ਦੀ ਤੁਲਨਾ ਕਰਨ ਅਤੇ ਨੇੜਲੇ ਡੀਲਰ ਲੱਭਣ ਵਿੱਚ ਮਦਦ ਕਰਦਾ ਹੈ।',
    copyright: '© 2025 ਸੀਵੀ ਬਾਜ਼ਾਰ। ਸਾਰੇ ਹੱਕ ਰਾਖਵੇਂ ਹਨ।',
  },
  home: {
    title: 'ਸਹੀ ਵਪਾਰਕ ਵਾਹਨ ਲੱਭੋ',
    lead: 'ਪੂਰੇ ਭਾਰਤ ਵਿੱਚ ਟਰੱਕ, ਬੱਸ, ਥ੍ਰੀ-ਵ੍ਹੀਲਰ, ਟਰੈਕਟਰ ਅਤੇ ਟਾਇਰਾਂ ਦੀਆਂ ਕੀਮਤਾਂ, ਸਪੈਸੀਫਿਕੇਸ਼ਨ ਅਤੇ ਡੀਲਰਾਂ ਦੀ ਤੁਲਨਾ ਕਰੋ।',
    categories: 'ਸ਼੍ਰੇਣੀ ਅਨੁਸਾਰ ਵੇਖੋ',
  },
  notFound: {
    title: 'ਮਾਫ਼ ਕਰਨਾ, ਤੁਸੀਂ ਜੋ ਪੰਨਾ ਲੱਭ ਰਹੇ ਹੋ ਉਹ ਸਾਨੂੰ ਨਹੀਂ ਮਿਲਿਆ!',
    goHome: 'ਮੁੱਖ ਪੰਨੇ ਤੇ ਵਾਪਸ ਜਾਓ',
  },
};
