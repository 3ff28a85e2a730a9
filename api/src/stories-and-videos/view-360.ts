import type { View360Frames, View360Status } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, vehicleModels } from '../db/schema';
import { FRAMES_PER_TURN } from './rotation-frames';
import { frame360Path, IMAGE_WIDTHS } from './site-image';

async function modelWith360(db: Db, brandSlug: string, modelSlug: string) {
  const [model] = await db
    .select({ name: vehicleModels.name, status360: vehicleModels.status360 })
    .from(vehicleModels)
    .innerJoin(brands, eq(brands.id, vehicleModels.brandId))
    .where(and(eq(brands.slug, brandSlug), eq(vehicleModels.slug, modelSlug)))
    .limit(1);
  return model;
}

/** Whether a model has a 360° view (the catalogue's status360) and how many frames a turn has. */
export async function view360Status(db: Db, brandSlug: string, modelSlug: string): Promise<View360Status> {
  const model = await modelWith360(db, brandSlug, modelSlug);
  const available = model?.status360 === 'available';
  return { available, frameCount: available ? FRAMES_PER_TURN : 0 };
}

/** The frames of a model's turn, each as WebP in four widths; undefined when it has no 360° view. */
export async function view360Frames(
  db: Db,
  brandSlug: string,
  modelSlug: string,
): Promise<View360Frames | undefined> {
  const model = await modelWith360(db, brandSlug, modelSlug);
  if (model?.status360 !== 'available') return undefined;
  return {
    alt: `${model.name}, 360° view`,
    frames: Array.from({ length: FRAMES_PER_TURN }, (_, index) => {
      const path = frame360Path(brandSlug, modelSlug, index);
      return {
        src: `${path}?w=640`,
        srcset: IMAGE_WIDTHS.map((width) => `${path}?w=${width} ${width}w`).join(', '),
      };
    }),
  };
}
