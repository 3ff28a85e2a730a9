import type { VehicleVertical } from '@cvb/contracts';
import type { Db } from '../../db/database';
import {
  brands,
  cities,
  dealers,
  onRoadPriceRules,
  vehicleModels,
  vehicleVariants,
  videos,
} from '../../db/schema';
import { LAKH, type BrandSeed } from '../catalogue-types';
import { citySeeds } from './cities';
import { dealerSeeds } from './dealers';
import { modelDetails } from './model-details';
import { onRoadRuleSeeds } from './on-road-rules';
import { extraTruckModels } from './truck-models-extra';
import { TRUCK_SPECS, type TruckSpecRow } from './truck-specs';
import { variantSeeds } from './variants';
import { videoSeeds } from './videos';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface ModelRow {
  slug: string;
  name: string;
  bodyType: string;
  fuelType: string;
  minPrice: number | null;
  maxPrice: number | null;
  status: 'on-sale' | 'upcoming' | 'discontinued';
  expectedLaunch: string | null;
  expectedPrice: number | null;
  specs: TruckSpecRow | undefined;
}

const lakh = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * LAKH);

function modelRowsOf(vertical: VehicleVertical, brand: BrandSeed): ModelRow[] {
  const launch: ModelRow[] = brand.models.map((model) => ({
    slug: model.slug,
    name: model.name,
    bodyType: model.bodyType,
    fuelType: model.fuelType,
    minPrice: lakh(model.minLakh),
    maxPrice: lakh(model.maxLakh),
    status: model.status ?? 'on-sale',
    expectedLaunch: model.status === 'upcoming' ? '2026-04' : null,
    expectedPrice: model.status === 'upcoming' ? lakh(model.minLakh) : null,
    specs: vertical === 'truck' ? TRUCK_SPECS[model.slug] : undefined,
  }));
  if (vertical !== 'truck') return launch;
  const extra: ModelRow[] = extraTruckModels
    .filter((model) => model.brandSlug === brand.slug)
    .map((model) => ({
      slug: model.slug,
      name: model.name,
      bodyType: model.bodyType,
      fuelType: model.fuelType,
      minPrice: lakh(model.minLakh),
      maxPrice: lakh(model.maxLakh),
      status: model.status ?? 'on-sale',
      expectedLaunch: model.expectedLaunch ?? null,
      expectedPrice: lakh(model.expectedLakh),
      specs: model.specs,
    }));
  return [...launch, ...extra];
}

/** Brands, models with their details, truck variants, cities, on-road rules, truck dealers and videos. */
export async function seedCatalogue(tx: Tx, catalogue: Record<VehicleVertical, BrandSeed[]>): Promise<void> {
  const truckModelsForVideos: { brandSlug: string; slug: string; name: string }[] = [];
  const truckBrandIds = new Map<string, number>();
  const modelIds = new Map<string, number>();
  let truckModelIndex = 0;
  for (const [vertical, brandSeeds] of Object.entries(catalogue) as [VehicleVertical, BrandSeed[]][]) {
    for (const brandSeed of brandSeeds) {
      const brand = {
        slug: brandSeed.slug,
        name: brandSeed.name,
        popularity: brandSeed.popularity,
        description: brandSeed.description,
      };
      const [row] = await tx
        .insert(brands)
        .values({ ...brand, vertical })
        .returning({ id: brands.id });
      if (vertical === 'truck') truckBrandIds.set(brand.slug, row.id);
      const models = modelRowsOf(vertical, brandSeed);
      const inserted = await tx
        .insert(vehicleModels)
        .values(
          models.map((model, index) => {
            const { specs, ...columns } = model;
            return {
              ...columns,
              ...modelDetails({
                ...model,
                vertical,
                brandSlug: brand.slug,
                brandName: brand.name,
                index,
                specs,
              }),
              brandId: row.id,
              vertical,
              popularity: Math.max(5, 100 - index * 10),
            };
          }),
        )
        .returning({
          id: vehicleModels.id,
          slug: vehicleModels.slug,
          payloadKg: vehicleModels.payloadKg,
          drivingRangeKm: vehicleModels.drivingRangeKm,
        });
      if (vertical !== 'truck') continue;
      for (const [index, model] of models.entries()) {
        const { id, payloadKg, drivingRangeKm } = inserted[index];
        modelIds.set(`${brand.slug}/${model.slug}`, id);
        truckModelsForVideos.push({ brandSlug: brand.slug, slug: model.slug, name: model.name });
        const variants = variantSeeds({ ...model, payloadKg, drivingRangeKm }, truckModelIndex++);
        await tx
          .insert(vehicleVariants)
          .values(variants.map((variant) => ({ ...variant, modelId: id, vertical })));
      }
    }
  }

  await tx
    .insert(cities)
    .values(citySeeds.map(({ slug, name, state }, position) => ({ slug, name, state, position })));
  await tx.insert(onRoadPriceRules).values(onRoadRuleSeeds);

  const truckBrands = catalogue.truck;
  const dealerRows = dealerSeeds(
    truckBrands.map((b) => b.slug),
    truckBrands.map((b) => b.name),
    citySeeds,
  );
  await tx.insert(dealers).values(
    dealerRows.map(({ brandSlug, ...dealer }) => ({
      ...dealer,
      brandId: truckBrandIds.get(brandSlug) ?? 0,
      vertical: 'truck' as const,
    })),
  );
  const videoRows = videoSeeds(truckBrands, truckModelsForVideos);
  await tx.insert(videos).values(
    videoRows.map(({ brandSlug, modelSlug, ...video }) => ({
      ...video,
      vertical: 'truck' as const,
      brandId: truckBrandIds.get(brandSlug) ?? 0,
      modelId: modelSlug === null ? null : (modelIds.get(`${brandSlug}/${modelSlug}`) ?? null),
    })),
  );
}
