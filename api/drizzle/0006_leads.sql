CREATE TYPE "public"."lead_delivery_status" AS ENUM('pending', 'delivered', 'failed');--> statement-breakpoint
CREATE TYPE "public"."lead_delivery_target" AS ENUM('crm', 'partner:montra');--> statement-breakpoint
CREATE TYPE "public"."lead_kind" AS ENUM('quote', 'callback', 'brochure', 'launch-alert', 'test-drive', 'loan', 'dealer', 'import');--> statement-breakpoint
CREATE TYPE "public"."lead_timeline" AS ENUM('just-researching', '15-days', '30-days', '90-days', 'not-decided');--> statement-breakpoint
CREATE TABLE "lead_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"target" "lead_delivery_target" NOT NULL,
	"status" "lead_delivery_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "lead_kind" NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"pincode" text,
	"city" text,
	"state" text,
	"vertical" "vehicle_vertical",
	"brand_slug" text,
	"model_slug" text,
	"variant_slug" text,
	"dealer_id" integer,
	"timeline" "lead_timeline",
	"source" text NOT NULL,
	"user_id" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "verified_mobiles" (
	"mobile" text PRIMARY KEY NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_lead_target_unique" ON "lead_deliveries" USING btree ("lead_id","target");--> statement-breakpoint
CREATE INDEX "lead_deliveries_due_idx" ON "lead_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_mobile_idx" ON "leads" USING btree ("mobile");