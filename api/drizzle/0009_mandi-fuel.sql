CREATE TABLE "mandi_commodities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"group" text DEFAULT 'other' NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "mandi_commodities_name_unique" UNIQUE("name"),
	CONSTRAINT "mandi_commodities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "mandi_markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"state_slug" text NOT NULL,
	"district" text NOT NULL,
	"district_slug" text NOT NULL,
	"market" text NOT NULL,
	"market_slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandi_prices" (
	"market_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"variety" text DEFAULT 'Other' NOT NULL,
	"grade" text DEFAULT 'FAQ' NOT NULL,
	"arrival_date" date NOT NULL,
	"min_price" integer,
	"max_price" integer,
	"modal_price" integer NOT NULL,
	"arrivals_tonnes" numeric(10, 2),
	CONSTRAINT "mandi_prices_pk" PRIMARY KEY("market_id","commodity_id","arrival_date","variety","grade")
);
--> statement-breakpoint
ALTER TABLE "fuel_prices" ADD COLUMN "cng" numeric(7, 2);--> statement-breakpoint
ALTER TABLE "fuel_prices" ADD COLUMN "lpg" numeric(7, 2);--> statement-breakpoint
ALTER TABLE "mandi_prices" ADD CONSTRAINT "mandi_prices_market_id_mandi_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."mandi_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandi_prices" ADD CONSTRAINT "mandi_prices_commodity_id_mandi_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."mandi_commodities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mandi_markets_place_unique" ON "mandi_markets" USING btree ("state_slug","district_slug","market_slug");--> statement-breakpoint
CREATE INDEX "mandi_markets_market_slug_idx" ON "mandi_markets" USING btree ("market_slug");--> statement-breakpoint
CREATE INDEX "mandi_prices_commodity_date_idx" ON "mandi_prices" USING btree ("commodity_id","arrival_date");--> statement-breakpoint
CREATE INDEX "mandi_prices_date_idx" ON "mandi_prices" USING btree ("arrival_date");--> statement-breakpoint
CREATE INDEX "fuel_prices_state_date_idx" ON "fuel_prices" USING btree ("state","date");