import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { localeCode } from './schema';

/** What a header-search hit points at. */
export const searchDocumentKind = pgEnum('search_document_kind', ['brand', 'model', 'news', 'page']);

/**
 * One searchable thing of the header search, rebuilt from brands, models, news and the site's pages when
 * the database opens (api/src/search/search-documents.ts). `searchText` and `soundKey` are Latin
 * (api/src/search/search-text.ts) so trigram similarity can match misspellings and Indic-script queries.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    kind: searchDocumentKind('kind').notNull(),
    label: text('label').notNull(),
    /** Locale-free site path: /trucks/tata-motors/ace-gold. */
    link: text('link').notNull(),
    /** null = shown in every locale. */
    locale: localeCode('locale'),
    status: text('status'),
    /** 0-100, the higher the earlier among equally good matches. */
    popularity: integer('popularity').notNull().default(0),
    searchText: text('search_text').notNull(),
    soundKey: text('sound_key').notNull(),
    /** Words that find the document without being its name (vertical, body type, page synonyms). */
    keywords: text('keywords').notNull().default(''),
  },
  (t) => [
    index('search_documents_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('search_documents_sound_trgm_idx').using('gin', t.soundKey.op('gin_trgm_ops')),
    index('search_documents_fts_idx').using(
      'gin',
      sql`to_tsvector('simple'::regconfig, ${t.searchText} || ' ' || ${t.keywords})`,
    ),
  ],
);

/** Footer newsletter addresses, each stored once (lower case). */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  category: text('category').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Messages sent through the contact-us form. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  /** The page's key for one filled form: a repeat of it stores nothing more (docs/operations.md#offline). */
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** An event page (Auto Expo 2025) in one locale. */
export const expoEvents = pgTable(
  'expo_events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    locale: localeCode('locale').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    venue: text('venue').notNull(),
    city: text('city').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('expo_events_slug_locale_unique').on(t.slug, t.locale)],
);

export const expoHighlightKind = pgEnum('expo_highlight_kind', ['launch', 'unveil', 'showcase']);

/** A vehicle launched, unveiled or shown at an event, in one locale. */
export const expoHighlights = pgTable(
  'expo_highlights',
  {
    id: serial('id').primaryKey(),
    eventSlug: text('event_slug').notNull(),
    locale: localeCode('locale').notNull(),
    position: integer('position').notNull(),
    brandName: text('brand_name').notNull(),
    /** Slug of the brand in the catalogue, when it has one. */
    brandSlug: text('brand_slug'),
    vertical: text('vertical').notNull(),
    kind: expoHighlightKind('kind').notNull(),
    vehicle: text('vehicle').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('expo_highlights_event_locale_idx').on(t.eventSlug, t.locale, t.position)],
);
