ALTER TABLE "on_road_price_rules" DROP CONSTRAINT "on_road_price_rules_state_unique";--> statement-breakpoint
ALTER TABLE "expert_reviews" ADD COLUMN "localized" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "on_road_price_rules" ADD COLUMN "vertical" "vehicle_vertical" DEFAULT 'truck' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "localized" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "on_road_price_rules_state_vertical_unique" ON "on_road_price_rules" USING btree ("state","vertical");