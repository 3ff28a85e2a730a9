CREATE TYPE "public"."dealer_kind" AS ENUM('dealer', 'service-centre');--> statement-breakpoint
ALTER TYPE "public"."vehicle_model_status" ADD VALUE 'expired';--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"vertical" "vehicle_vertical" NOT NULL,
	"kind" "dealer_kind" NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"city_slug" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "on_road_price_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"rto_percent" real NOT NULL,
	"insurance_percent" real NOT NULL,
	"other_charges" integer NOT NULL,
	CONSTRAINT "on_road_price_rules_state_unique" UNIQUE("state")
);
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"model_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"vertical" "vehicle_vertical" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"price" bigint,
	"specs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"vertical" "vehicle_vertical" NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"published_at" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "transmission" text;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "wheels" integer;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "gvw_kg" integer;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "payload_kg" integer;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "engine_cc" integer;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "power_hp" integer;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "torque_nm" integer;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "mileage_kmpl" real;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "fuel_tank_l" integer;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "wheelbase_mm" integer;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "axle" text;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "chassis_type" text;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "seating" text;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "driving_range_km" integer;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "battery_kwh" real;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "charging_time_h" real;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "warranty" text;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "colours" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "angle_image" text;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "gallery" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "faq" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "pros" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "cons" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "launch_period" text;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "expected_launch" text;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "expected_price" bigint;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "is_popular" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "is_latest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "status_360" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_variants" ADD CONSTRAINT "vehicle_variants_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealers_brand_city_idx" ON "dealers" USING btree ("brand_id","city_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "recently_viewed_visitor_model_unique" ON "recently_viewed" USING btree ("visitor_id","model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_variants_vertical_slug_unique" ON "vehicle_variants" USING btree ("vertical","slug");--> statement-breakpoint
CREATE INDEX "vehicle_variants_model_idx" ON "vehicle_variants" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "videos_vertical_published_idx" ON "videos" USING btree ("vertical","published_at");