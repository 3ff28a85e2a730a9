CREATE TYPE "public"."used_ad_insurance_type" AS ENUM('comprehensive', 'third-party', 'zero-depreciation', 'expired');--> statement-breakpoint
CREATE TYPE "public"."used_ad_owner" AS ENUM('1st', '2nd', '3rd+');--> statement-breakpoint
CREATE TYPE "public"."used_ad_status" AS ENUM('active', 'sold', 'removed');--> statement-breakpoint
CREATE TABLE "used_vehicle_ad_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_vehicle_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vertical" "vehicle_vertical" NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"year" integer NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"kms_driven" integer NOT NULL,
	"owner" "used_ad_owner" NOT NULL,
	"rto" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"insurance_type" "used_ad_insurance_type" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"vehicle_number" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"status" "used_ad_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "used_vehicle_ad_images" ADD CONSTRAINT "used_vehicle_ad_images_ad_id_used_vehicle_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."used_vehicle_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD CONSTRAINT "used_vehicle_ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "used_vehicle_ad_images_ad_idx" ON "used_vehicle_ad_images" USING btree ("ad_id","order");--> statement-breakpoint
CREATE INDEX "used_vehicle_ads_user_idx" ON "used_vehicle_ads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "used_vehicle_ads_list_idx" ON "used_vehicle_ads" USING btree ("status","vertical","created_at");