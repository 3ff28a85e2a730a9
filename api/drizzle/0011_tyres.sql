CREATE TABLE "batteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"capacity_ah" integer NOT NULL,
	"orientation" text NOT NULL,
	"power_cca" integer NOT NULL,
	"size" text NOT NULL,
	"layout" text NOT NULL,
	"voltage" integer DEFAULT 12 NOT NULL,
	"warranty_months" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "batteries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "battery_fitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"battery_id" integer NOT NULL,
	"vehicle_model_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lubricant_fitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lubricant_id" integer NOT NULL,
	"vehicle_model_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lubricants" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"viscosity" text NOT NULL,
	"technology" text NOT NULL,
	"quality" text NOT NULL,
	"category" text NOT NULL,
	"quantity_litres" real NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "lubricants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tyre_fitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_model_id" integer NOT NULL,
	"position" text NOT NULL,
	"size_key" text NOT NULL,
	"tyre_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tyre_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"locale" "locale_code" NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tyre_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"size_key" text NOT NULL,
	"width" text NOT NULL,
	"aspect_ratio" integer NOT NULL,
	"rim_inches" real NOT NULL,
	"construction" text NOT NULL,
	"load_index" text,
	"speed_rating" text,
	"ply_rating" integer,
	"tubeless" boolean NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tyre_models" ADD COLUMN "type" text DEFAULT 'rib' NOT NULL;--> statement-breakpoint
ALTER TABLE "tyre_models" ADD COLUMN "construction" text DEFAULT 'radial' NOT NULL;--> statement-breakpoint
ALTER TABLE "tyre_models" ADD COLUMN "tubeless" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tyre_models" ADD COLUMN "vehicle_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tyre_models" ADD COLUMN "warranty" text;--> statement-breakpoint
ALTER TABLE "tyre_models" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "battery_fitments" ADD CONSTRAINT "battery_fitments_battery_id_batteries_id_fk" FOREIGN KEY ("battery_id") REFERENCES "public"."batteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battery_fitments" ADD CONSTRAINT "battery_fitments_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lubricant_fitments" ADD CONSTRAINT "lubricant_fitments_lubricant_id_lubricants_id_fk" FOREIGN KEY ("lubricant_id") REFERENCES "public"."lubricants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lubricant_fitments" ADD CONSTRAINT "lubricant_fitments_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_fitments" ADD CONSTRAINT "tyre_fitments_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_sizes" ADD CONSTRAINT "tyre_sizes_model_id_tyre_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."tyre_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battery_fitments_unique" ON "battery_fitments" USING btree ("battery_id","vehicle_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lubricant_fitments_unique" ON "lubricant_fitments" USING btree ("lubricant_id","vehicle_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tyre_fitments_vehicle_position_unique" ON "tyre_fitments" USING btree ("vehicle_model_id","position");--> statement-breakpoint
CREATE INDEX "tyre_fitments_size_key_idx" ON "tyre_fitments" USING btree ("size_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tyre_guides_slug_locale_unique" ON "tyre_guides" USING btree ("slug","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "tyre_sizes_model_size_unique" ON "tyre_sizes" USING btree ("model_id","size_key");--> statement-breakpoint
CREATE INDEX "tyre_sizes_size_key_idx" ON "tyre_sizes" USING btree ("size_key");