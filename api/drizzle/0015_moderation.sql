CREATE TYPE "public"."moderation_action" AS ENUM('hold', 'approve', 'reject', 'hide', 'restore', 'delete');--> statement-breakpoint
CREATE TYPE "public"."moderation_kind" AS ENUM('review', 'question', 'answer', 'ad');--> statement-breakpoint
CREATE TYPE "public"."moderation_status" AS ENUM('live', 'held', 'hidden', 'rejected', 'deleted');--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "moderation_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"action" "moderation_action" NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"editor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "model_id" integer;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "moderation" "moderation_status" DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_answers" ADD COLUMN "moderation" "moderation_status" DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "community_answers" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "community_answers" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "community_answers" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "community_answers" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "moderation" "moderation_status" DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD COLUMN "moderation" "moderation_status" DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "vehicle_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_item_idx" ON "moderation_actions" USING btree ("kind","item_id");--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD CONSTRAINT "used_vehicle_ads_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD CONSTRAINT "used_vehicle_ads_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_vehicle_ads" ADD CONSTRAINT "used_vehicle_ads_variant_id_vehicle_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."vehicle_variants"("id") ON DELETE set null ON UPDATE no action;