-- The language a community question was asked in; seeded questions have one, older user questions none (shown on every language's page).
ALTER TABLE "community_questions" ADD COLUMN "locale" text;--> statement-breakpoint
CREATE INDEX "community_questions_vertical_locale_idx" ON "community_questions" USING btree ("vertical","locale","created_at");
