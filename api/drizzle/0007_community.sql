CREATE TYPE "public"."community_vertical" AS ENUM('truck', 'bus', 'three-wheeler', 'tractor');--> statement-breakpoint
CREATE TABLE "community_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"vertical" "community_vertical" NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"title" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_answers" ADD CONSTRAINT "community_answers_question_id_community_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."community_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_answers" ADD CONSTRAINT "community_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_questions" ADD CONSTRAINT "community_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_answers_question_idx" ON "community_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "community_questions_vertical_created_idx" ON "community_questions" USING btree ("vertical","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_reviews_model_user_unique" ON "vehicle_reviews" USING btree ("model_id","user_id");