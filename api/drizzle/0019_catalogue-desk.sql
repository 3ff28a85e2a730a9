CREATE TABLE "catalogue_model_desk" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"draft" jsonb,
	"draft_saved_by" text,
	"draft_saved_at" timestamp with time zone,
	"published_version" integer,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"successor_model_id" integer
);
--> statement-breakpoint
CREATE TABLE "catalogue_model_versions" (
	"model_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_by" text NOT NULL,
	"published_by_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_model_versions_model_id_version_pk" PRIMARY KEY("model_id","version")
);
--> statement-breakpoint
CREATE TABLE "catalogue_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text
);
--> statement-breakpoint
CREATE TABLE "catalogue_launch_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_brand_desk" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"logo" text,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_dealer_desk" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"services" text NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_model_versions" ADD CONSTRAINT "catalogue_model_versions_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_price_history" ADD CONSTRAINT "catalogue_price_history_variant_id_vehicle_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."vehicle_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_brand_desk" ADD CONSTRAINT "catalogue_brand_desk_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_dealer_desk" ADD CONSTRAINT "catalogue_dealer_desk_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_price_history_variant_idx" ON "catalogue_price_history" USING btree ("variant_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_launch_alerts_model_mobile_unique" ON "catalogue_launch_alerts" USING btree ("model_id","mobile");--> statement-breakpoint
CREATE INDEX "catalogue_launch_alerts_status_idx" ON "catalogue_launch_alerts" USING btree ("status");--> statement-breakpoint
CREATE FUNCTION "catalogue_record_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.price IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.price IS DISTINCT FROM OLD.price) THEN
		INSERT INTO "catalogue_price_history" ("variant_id", "price", "changed_by")
		VALUES (NEW.id, NEW.price, nullif(current_setting('cvb.editor', true), ''));
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vehicle_variants_price_history" AFTER INSERT OR UPDATE OF "price" ON "vehicle_variants" FOR EACH ROW EXECUTE FUNCTION "catalogue_record_price"();
