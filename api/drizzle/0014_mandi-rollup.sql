CREATE TABLE "mandi_daily_rollup" (
	"commodity_id" integer NOT NULL,
	"state_slug" text NOT NULL,
	"district_slug" text DEFAULT '' NOT NULL,
	"arrival_date" date NOT NULL,
	"rows" integer NOT NULL,
	"min_sum" bigint NOT NULL,
	"min_count" integer NOT NULL,
	"modal_sum" bigint NOT NULL,
	"max_sum" bigint NOT NULL,
	"max_count" integer NOT NULL,
	"modal_low" integer NOT NULL,
	"modal_high" integer NOT NULL,
	CONSTRAINT "mandi_daily_rollup_pk" PRIMARY KEY("commodity_id","state_slug","district_slug","arrival_date")
);
--> statement-breakpoint
ALTER TABLE "mandi_daily_rollup" ADD CONSTRAINT "mandi_daily_rollup_commodity_id_mandi_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."mandi_commodities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX IF EXISTS "mandi_prices_date_idx";--> statement-breakpoint
CREATE INDEX "mandi_prices_date_market_idx" ON "mandi_prices" USING btree ("arrival_date","market_id");--> statement-breakpoint
CREATE INDEX "mandi_daily_rollup_place_date_idx" ON "mandi_daily_rollup" USING btree ("state_slug","district_slug","arrival_date");--> statement-breakpoint
ALTER TABLE "mandi_markets" ADD COLUMN "state_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mandi_markets" ADD COLUMN "district_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mandi_markets" ADD COLUMN "market_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
INSERT INTO "mandi_daily_rollup" ("commodity_id", "state_slug", "district_slug", "arrival_date", "rows", "min_sum", "min_count", "modal_sum", "max_sum", "max_count", "modal_low", "modal_high")
SELECT p.commodity_id, m.state_slug, g.district_slug, p.arrival_date, count(*), coalesce(sum(p.min_price), 0), count(p.min_price),
  sum(p.modal_price), coalesce(sum(p.max_price), 0), count(p.max_price), min(p.modal_price), max(p.modal_price)
FROM "mandi_prices" p
JOIN "mandi_markets" m ON m.id = p.market_id
CROSS JOIN LATERAL (VALUES (''), (m.district_slug)) AS g(district_slug)
GROUP BY p.commodity_id, m.state_slug, g.district_slug, p.arrival_date;
