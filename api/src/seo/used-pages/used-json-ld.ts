import { brandedName, type JsonLdObject, type UsedAdDetail } from '@cvb/contracts';

const AVAILABILITY = {
  active: 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  expired: 'https://schema.org/Discontinued',
} as const;

/** An ad page's schema.org Vehicle with its Offer in INR (docs/domain.md#structured-data): used condition, the asking price. */
export function usedVehicleJsonLd(
  ad: UsedAdDetail,
  url: string,
  images: string[],
  description: string,
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Vehicle',
    name: `${brandedName(ad.brand, ad.model)} ${ad.variant}`.trim(),
    brand: { '@type': 'Brand', name: ad.brand },
    model: ad.model,
    vehicleModelDate: String(ad.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: ad.kmsDriven, unitCode: 'KMT' },
    ...(ad.fuel ? { fuelType: ad.fuel } : {}),
    itemCondition: 'https://schema.org/UsedCondition',
    url,
    image: images,
    description,
    offers: {
      '@type': 'Offer',
      price: ad.price,
      priceCurrency: 'INR',
      availability: AVAILABILITY[ad.status],
      itemCondition: 'https://schema.org/UsedCondition',
      url,
      areaServed: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: ad.city,
          addressRegion: ad.state,
          addressCountry: 'IN',
        },
      },
    },
  };
}
