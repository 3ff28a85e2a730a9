CREATE TYPE "public"."story_kind" AS ENUM('news', 'article');--> statement-breakpoint
CREATE TABLE "expert_review_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"model_id" integer NOT NULL,
	"author_slug" text NOT NULL,
	"ratings" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "expert_review_articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "expert_review_articles_model_id_unique" UNIQUE("model_id")
);
--> statement-breakpoint
CREATE TABLE "media_authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"role" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	"beat" "vehicle_vertical" NOT NULL,
	CONSTRAINT "media_authors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "media_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"youtube_id" text NOT NULL,
	"section" text NOT NULL,
	"vertical" "vehicle_vertical",
	"brand_slug" text,
	"model_slug" text,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"duration_seconds" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "media_videos_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "model_360_views" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"frame_count" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_details" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" "story_kind" NOT NULL,
	"vertical" "vehicle_vertical",
	"author_slug" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"vehicles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"vertical" "vehicle_vertical",
	"author_slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"slides" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "web_stories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "expert_review_articles" ADD CONSTRAINT "expert_review_articles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_review_articles" ADD CONSTRAINT "expert_review_articles_author_slug_media_authors_slug_fk" FOREIGN KEY ("author_slug") REFERENCES "public"."media_authors"("slug") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_360_views" ADD CONSTRAINT "model_360_views_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_details" ADD CONSTRAINT "story_details_author_slug_media_authors_slug_fk" FOREIGN KEY ("author_slug") REFERENCES "public"."media_authors"("slug") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_stories" ADD CONSTRAINT "web_stories_author_slug_media_authors_slug_fk" FOREIGN KEY ("author_slug") REFERENCES "public"."media_authors"("slug") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_review_articles_published_idx" ON "expert_review_articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "media_videos_vertical_published_idx" ON "media_videos" USING btree ("vertical","published_at");--> statement-breakpoint
CREATE INDEX "media_videos_brand_model_idx" ON "media_videos" USING btree ("brand_slug","model_slug");--> statement-breakpoint
CREATE INDEX "story_details_kind_vertical_idx" ON "story_details" USING btree ("kind","vertical");--> statement-breakpoint
CREATE INDEX "web_stories_published_idx" ON "web_stories" USING btree ("published_at");