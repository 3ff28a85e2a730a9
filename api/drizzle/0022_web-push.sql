ALTER TABLE "alert_push_subscriptions" ADD COLUMN "last_failure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_push_subscriptions" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "alert_push_user_idx" ON "alert_push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "alert_firings" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "web_push_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_push_keys_one_row" CHECK ("web_push_keys"."id" = 1)
);
