CREATE TYPE "public"."review_vehicle_status" AS ENUM('new', 'old');--> statement-breakpoint
CREATE TABLE "expert_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"title" text NOT NULL,
	"verdict" text NOT NULL,
	"author" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"published_at" date NOT NULL,
	CONSTRAINT "expert_reviews_model_id_unique" UNIQUE("model_id"),
	CONSTRAINT "expert_reviews_rating_range" CHECK ("expert_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "vehicle_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"user_id" integer,
	"use_case" text NOT NULL,
	"comfort" smallint NOT NULL,
	"value_for_money" smallint NOT NULL,
	"mileage" smallint NOT NULL,
	"exterior" smallint NOT NULL,
	"ease_of_driving" smallint,
	"up_time" smallint,
	"after_sale_service" smallint,
	"cost_effective" smallint,
	"driver_safety" smallint,
	"cabin_comfort" smallint,
	"durability" smallint,
	"km_driven" integer,
	"vehicle_status" "review_vehicle_status" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_reviews_ratings_range" CHECK ("vehicle_reviews"."comfort" between 1 and 5 and "vehicle_reviews"."value_for_money" between 1 and 5 and "vehicle_reviews"."mileage" between 1 and 5 and "vehicle_reviews"."exterior" between 1 and 5 and "vehicle_reviews"."ease_of_driving" between 1 and 5 and "vehicle_reviews"."up_time" between 1 and 5 and "vehicle_reviews"."after_sale_service" between 1 and 5 and "vehicle_reviews"."cost_effective" between 1 and 5 and "vehicle_reviews"."driver_safety" between 1 and 5 and "vehicle_reviews"."cabin_comfort" between 1 and 5 and "vehicle_reviews"."durability" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "expert_reviews" ADD CONSTRAINT "expert_reviews_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD CONSTRAINT "vehicle_reviews_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD CONSTRAINT "vehicle_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_reviews_model_idx" ON "vehicle_reviews" USING btree ("model_id");