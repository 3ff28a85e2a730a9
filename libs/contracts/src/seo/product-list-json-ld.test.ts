import { buildProductListJsonLd, serializeJsonLd, type StructuredProductItem } from './product-list-json-ld';

function item(
  slug: string,
  minComparePrice: number | null,
  angleImage: string | null = `/images/${slug}.svg`,
): StructuredProductItem {
  return {
    brandName: 'Tata Motors',
    Name: `Tata ${slug}`,
    brandSlug: 'tata-motors',
    slug,
    minComparePrice,
    angleImage,
  };
}

const options = {
  vehicleBaseUrl: 'https://cvbazaar.in/trucks/',
  siteOrigin: 'https://cvbazaar.in',
  listName: 'Trucks under 10 lakh',
};

describe('buildProductListJsonLd', () => {
  it('builds an ItemList of Products priced in INR', () => {
    expect(buildProductListJsonLd([item('ace-gold', 399_000)], options)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Trucks under 10 lakh',
      numberOfItems: 1,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Product',
            name: 'Tata ace-gold',
            brand: { '@type': 'Brand', name: 'Tata Motors' },
            url: 'https://cvbazaar.in/trucks/tata-motors/ace-gold',
            image: 'https://cvbazaar.in/images/ace-gold.svg',
            offers: { '@type': 'AggregateOffer', lowPrice: 399_000, priceCurrency: 'INR' },
          },
        },
      ],
    });
  });

  it('keeps only items with a positive minComparePrice', () => {
    const result = buildProductListJsonLd(
      [item('a', 0), item('b', null), item('c', -5), item('d', Number.NaN), item('e', 700_000)],
      options,
    );
    expect(result.itemListElement.map((entry) => entry.item.url)).toEqual([
      'https://cvbazaar.in/trucks/tata-motors/e',
    ]);
    expect(result.itemListElement[0].position).toBe(1);
  });

  it('names at most ten items', () => {
    const many = Array.from({ length: 15 }, (_, index) => item(`m-${index}`, 100_000 + index));
    const result = buildProductListJsonLd(many, options);
    expect(result.itemListElement).toHaveLength(10);
    expect(result.numberOfItems).toBe(10);
    expect(result.itemListElement[9].position).toBe(10);
  });

  it('keeps absolute images and leaves out a missing one', () => {
    const result = buildProductListJsonLd([item('a', 1, 'https://cdn.example/a.webp'), item('b', 1, null)], {
      vehicleBaseUrl: 'https://cvbazaar.in/buses',
      siteOrigin: 'https://cvbazaar.in',
    });
    expect(result.itemListElement[0].item.image).toBe('https://cdn.example/a.webp');
    expect(result.itemListElement[1].item).not.toHaveProperty('image');
    expect(result).not.toHaveProperty('name');
  });

  it('serializes safely for a script tag', () => {
    const text = serializeJsonLd(
      buildProductListJsonLd([{ ...item('a', 1), Name: '</script><b>' }], options),
    );
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).itemListElement[0].item.name).toBe('</script><b>');
  });
});
