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
import { EQUIPMENT_FIRMS, TRACTOR_FIRMS, dealerSeeds } from './dealers';
import { isMachineVertical, machineModelDetails, machineVariantsOf } from './machine-models';
import { modelDetails } from './model-details';
import { onRoadRuleSeeds } from './on-road-rules';
import { extraTruckModels } from './truck-models-extra';
import { TRUCK_SPECS, type TruckSpecRow } from './truck-specs';
import { variantSeeds } from './variants';
import { videoSeeds } from './videos';
import { brandsWithExtras, isSpecVertical, specsOf, verticalModelDetails } from './vertical-models';
import { verticalVariantSeeds } from './vertical-variants';

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

/** Detail columns of a model: trucks from their spec rows, buses and three-wheelers from their own seeds. */
function detailsOf(
  vertical: VehicleVertical,
  brand: { slug: string; name: string },
  model: ModelRow,
  index: number,
) {
  if (isMachineVertical(vertical))
    return machineModelDetails(vertical, {
      ...model,
      brandSlug: brand.slug,
      brandName: brand.name,
      index,
    });
  if (!isSpecVertical(vertical))
    return modelDetails({ ...model, vertical, brandSlug: brand.slug, brandName: brand.name, index });
  const { specs, expectedLaunch } = specsOf(vertical, brand.slug, model.slug);
  return {
    ...verticalModelDetails(vertical, {
      ...model,
      brandSlug: brand.slug,
      brandName: brand.name,
      index,
      specs,
      expectedLaunch,
    }),
    ...(model.status === 'upcoming' && expectedLaunch !== null ? { expectedLaunch } : {}),
  };
}

type VideoModel = { brandSlug: string; slug: string; name: string };

/**
 * Brands, models with their details, variants (trucks, buses, three-wheelers), cities, on-road rules per state
 * and vertical, dealers and videos of trucks, buses and three-wheelers.
 */
export async function seedCatalogue(tx: Tx, catalogue: Record<VehicleVertical, BrandSeed[]>): Promise<void> {
  const modelsForVideos = new Map<VehicleVertical, VideoModel[]>();
  const brandIds = new Map<string, number>();
  const modelIds = new Map<string, number>();
  const seededBrands = new Map<VehicleVertical, BrandSeed[]>();
  const modelIndex = new Map<VehicleVertical, number>();
  for (const [vertical, fileBrands] of Object.entries(catalogue) as [VehicleVertical, BrandSeed[]][]) {
    const brandSeeds = isSpecVertical(vertical) ? brandsWithExtras(vertical, fileBrands) : fileBrands;
    seededBrands.set(vertical, brandSeeds);
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
      brandIds.set(`${vertical}/${brand.slug}`, row.id);
      const models = modelRowsOf(vertical, brandSeed);
      const inserted = await tx
        .insert(vehicleModels)
        .values(
          models.map((model, index) => {
            const { specs: _specs, ...columns } = model;
            return {
              ...columns,
              ...detailsOf(vertical, brand, model, index),
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
      if (vertical !== 'truck' && !isSpecVertical(vertical) && !isMachineVertical(vertical)) continue;
      const videoModels = modelsForVideos.get(vertical) ?? [];
      modelsForVideos.set(vertical, videoModels);
      const variantRows = [];
      for (const [index, model] of models.entries()) {
        const { id, payloadKg, drivingRangeKm } = inserted[index];
        const position = modelIndex.get(vertical) ?? 0;
        modelIndex.set(vertical, position + 1);
        modelIds.set(`${vertical}/${brand.slug}/${model.slug}`, id);
        videoModels.push({ brandSlug: brand.slug, slug: model.slug, name: model.name });
        const variants = isMachineVertical(vertical)
          ? machineVariantsOf(vertical, brand.slug, model.slug)
          : isSpecVertical(vertical)
            ? verticalVariantSeeds(vertical, model, specsOf(vertical, brand.slug, model.slug).specs, position)
            : variantSeeds({ ...model, payloadKg, drivingRangeKm }, position);
        if (vertical === 'truck')
          await tx
            .insert(vehicleVariants)
            .values(variants.map((variant) => ({ ...variant, modelId: id, vertical })));
        else variantRows.push(...variants.map((variant) => ({ ...variant, modelId: id, vertical })));
      }
      if (variantRows.length > 0) await tx.insert(vehicleVariants).values(variantRows);
    }
  }

  await tx
    .insert(cities)
    .values(citySeeds.map(({ slug, name, state }, position) => ({ slug, name, state, position })));
  await tx.insert(onRoadPriceRules).values(onRoadRuleSeeds);

  const videoVerticals: readonly VehicleVertical[] = ['truck', 'bus', 'three-wheeler', 'tractor', 'infra'];
  for (const vertical of videoVerticals) {
    const verticalBrands = seededBrands.get(vertical) ?? [];
    if (verticalBrands.length === 0) continue;
    const brandIdOf = (slug: string) => brandIds.get(`${vertical}/${slug}`) ?? 0;
    const dealerRows = dealerSeeds(
      verticalBrands.map((b) => b.slug),
      verticalBrands.map((b) => b.name),
      citySeeds,
      vertical === 'tractor' ? TRACTOR_FIRMS : vertical === 'infra' ? EQUIPMENT_FIRMS : undefined,
    );
    await tx.insert(dealers).values(
      dealerRows.map(({ brandSlug, ...dealer }) => ({
        ...dealer,
        brandId: brandIdOf(brandSlug),
        vertical,
      })),
    );
    const videoRows = videoSeeds(verticalBrands, modelsForVideos.get(vertical) ?? [], vertical);
    await tx.insert(videos).values(
      videoRows.map(({ brandSlug, modelSlug, ...video }) => ({
        ...video,
        vertical,
        brandId: brandIdOf(brandSlug),
        modelId: modelSlug === null ? null : (modelIds.get(`${vertical}/${brandSlug}/${modelSlug}`) ?? null),
      })),
    );
  }
}
