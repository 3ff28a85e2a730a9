CREATE TYPE "public"."locale_code" AS ENUM('en', 'hi', 'mr', 'pa', 'ta', 'te');--> statement-breakpoint
CREATE TYPE "public"."tyre_model_status" AS ENUM('on-sale', 'upcoming', 'expired');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'editor', 'admin');--> statement-breakpoint
CREATE TYPE "public"."vehicle_model_status" AS ENUM('on-sale', 'upcoming', 'discontinued');--> statement-breakpoint
CREATE TYPE "public"."vehicle_vertical" AS ENUM('truck', 'bus', 'three-wheeler', 'tractor', 'infra');--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"vertical" "vehicle_vertical" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"city_slug" text NOT NULL,
	"date" date NOT NULL,
	"petrol" numeric(7, 2) NOT NULL,
	"diesel" numeric(7, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"locale" "locale_code" NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"image" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tyre_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"segments" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "tyre_brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tyre_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"size" text NOT NULL,
	"segment" text NOT NULL,
	"price" integer,
	"status" "tyre_model_status" DEFAULT 'on-sale' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"password_hash" text,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"vertical" "vehicle_vertical" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"body_type" text NOT NULL,
	"fuel_type" text NOT NULL,
	"min_price" bigint,
	"max_price" bigint,
	"status" "vehicle_model_status" DEFAULT 'on-sale' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_models" ADD CONSTRAINT "tyre_models_brand_id_tyre_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."tyre_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_vertical_slug_unique" ON "brands" USING btree ("vertical","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_prices_city_date_unique" ON "fuel_prices" USING btree ("city_slug","date");--> statement-breakpoint
CREATE INDEX "fuel_prices_date_idx" ON "fuel_prices" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_slug_locale_unique" ON "news_articles" USING btree ("slug","locale");--> statement-breakpoint
CREATE INDEX "news_articles_locale_published_idx" ON "news_articles" USING btree ("locale","published_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tyre_models_brand_slug_unique" ON "tyre_models" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_brand_slug_unique" ON "vehicle_models" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "vehicle_models_vertical_idx" ON "vehicle_models" USING btree ("vertical");