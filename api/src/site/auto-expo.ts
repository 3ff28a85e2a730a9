import { vehicleVerticalSchema, type AutoExpoResponse, type LocaleCode } from '@cvb/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands } from '../db/schema';
import { expoEvents, expoHighlights } from '../db/schema-site';
import { NotFoundError } from '../http/not-found';
import { VERTICAL_SECTIONS } from '../search/vertical-sections';

export const AUTO_EXPO_2025 = 'auto-expo-2025';

async function eventIn(db: Db, locale: LocaleCode) {
  const [event] = await db
    .select()
    .from(expoEvents)
    .where(and(eq(expoEvents.slug, AUTO_EXPO_2025), eq(expoEvents.locale, locale)));
  return event;
}

/** The Auto Expo 2025 page in the locale, English where it has not been written in it. */
export async function autoExpo2025(db: Db, requested: LocaleCode = 'en'): Promise<AutoExpoResponse> {
  const event = (await eventIn(db, requested)) ?? (await eventIn(db, 'en'));
  if (!event) throw new NotFoundError('The Auto Expo 2025 page has no content yet');
  const highlights = await db
    .select({
      brandName: expoHighlights.brandName,
      brandSlug: expoHighlights.brandSlug,
      vertical: expoHighlights.vertical,
      kind: expoHighlights.kind,
      vehicle: expoHighlights.vehicle,
      title: expoHighlights.title,
      description: expoHighlights.description,
      catalogueBrand: brands.slug,
    })
    .from(expoHighlights)
    .leftJoin(
      brands,
      and(
        eq(brands.slug, expoHighlights.brandSlug),
        sql`${brands.vertical}::text = ${expoHighlights.vertical}`,
      ),
    )
    .where(and(eq(expoHighlights.eventSlug, AUTO_EXPO_2025), eq(expoHighlights.locale, event.locale)))
    .orderBy(asc(expoHighlights.position));
  return {
    data: {
      locale: event.locale,
      name: event.name,
      title: event.title,
      intro: event.intro,
      venue: event.venue,
      city: event.city,
      startDate: event.startDate,
      endDate: event.endDate,
      highlights: highlights.map(({ brandSlug: _brandSlug, catalogueBrand, vertical, ...highlight }) => {
        const parsedVertical = vehicleVerticalSchema.parse(vertical);
        return {
          ...highlight,
          vertical: parsedVertical,
          brandLink: catalogueBrand ? `${VERTICAL_SECTIONS[parsedVertical].path}/${catalogueBrand}` : null,
        };
      }),
    },
  };
}
