CREATE TABLE "farm_implements" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand_name" text NOT NULL,
	"type" text NOT NULL,
	"hp_min" integer NOT NULL,
	"hp_max" integer,
	"price" bigint,
	"working_width_mm" integer,
	"weight_kg" integer,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "farm_implements_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "extra_specs" jsonb DEFAULT '{}'::jsonb NOT NULL;
