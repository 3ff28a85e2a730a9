CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."expo_highlight_kind" AS ENUM('launch', 'unveil', 'showcase');--> statement-breakpoint
CREATE TYPE "public"."search_document_kind" AS ENUM('brand', 'model', 'news', 'page');--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expo_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"locale" "locale_code" NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"venue" text NOT NULL,
	"city" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expo_highlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_slug" text NOT NULL,
	"locale" "locale_code" NOT NULL,
	"position" integer NOT NULL,
	"brand_name" text NOT NULL,
	"brand_slug" text,
	"vertical" text NOT NULL,
	"kind" "expo_highlight_kind" NOT NULL,
	"vehicle" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "search_document_kind" NOT NULL,
	"label" text NOT NULL,
	"link" text NOT NULL,
	"locale" "locale_code",
	"status" text,
	"popularity" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"sound_key" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "expo_events_slug_locale_unique" ON "expo_events" USING btree ("slug","locale");--> statement-breakpoint
CREATE INDEX "expo_highlights_event_locale_idx" ON "expo_highlights" USING btree ("event_slug","locale","position");--> statement-breakpoint
CREATE INDEX "search_documents_text_trgm_idx" ON "search_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_sound_trgm_idx" ON "search_documents" USING gin ("sound_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_fts_idx" ON "search_documents" USING gin (to_tsvector('simple'::regconfig, "search_text" || ' ' || "keywords"));