ALTER TABLE "used_vehicle_ads" ADD COLUMN "brand_slug" text;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "model_slug" text;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "state_slug" text;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "city_slug" text;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "fuel" text;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '60 days' NOT NULL;--> statement-breakpoint
UPDATE "used_vehicle_ads" SET "expires_at" = "created_at" + interval '60 days';--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "contact_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "used_vehicle_ads_expiry_idx" ON "used_vehicle_ads" USING btree ("status","expires_at");--> statement-breakpoint
UPDATE "used_vehicle_ads" AS a SET "brand_slug" = b."slug" FROM "brands" AS b WHERE a."brand_id" = b."id";--> statement-breakpoint
UPDATE "used_vehicle_ads" AS a SET "model_slug" = m."slug", "fuel" = m."fuel_type" FROM "vehicle_models" AS m WHERE a."model_id" = m."id";--> statement-breakpoint
CREATE TABLE "used_ad_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"buyer_mobile" text NOT NULL,
	"buyer_name" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "used_ad_reveals" ADD CONSTRAINT "used_ad_reveals_ad_id_used_vehicle_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."used_vehicle_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "used_ad_reveals_ad_buyer_day_unique" ON "used_ad_reveals" USING btree ("ad_id","buyer_mobile","day");--> statement-breakpoint
CREATE INDEX "used_ad_reveals_buyer_day_idx" ON "used_ad_reveals" USING btree ("buyer_mobile","day");--> statement-breakpoint
CREATE INDEX "used_ad_reveals_unnotified_idx" ON "used_ad_reveals" USING btree ("notified_at","created_at");
