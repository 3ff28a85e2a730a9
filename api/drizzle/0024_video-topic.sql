-- What a catalogue video is about (review, walkaround, …; "range" for a brand video), so the model and brand pages
-- build its title in the page's language from the catalogue's name; null: a title written by hand, shown as it is.
ALTER TABLE "videos" ADD COLUMN "topic" text;--> statement-breakpoint
UPDATE "videos" SET "topic" = CASE
  WHEN "model_id" IS NULL AND "title" LIKE '% range explained: which one should you buy?' THEN 'range'
  WHEN "model_id" IS NULL THEN NULL
  WHEN "title" LIKE '% Owner Review' THEN 'owner-review'
  WHEN "title" LIKE '% Operator Review' THEN 'operator-review'
  WHEN "title" LIKE '% Review' THEN 'review'
  WHEN "title" LIKE '% Walkaround' THEN 'walkaround'
  WHEN "title" LIKE '% Mileage Test' THEN 'mileage-test'
  WHEN "title" LIKE '% Field Test' THEN 'field-test'
  WHEN "title" LIKE '% Site Test' THEN 'site-test'
  WHEN "title" LIKE '% Price & Features' THEN 'price-features'
END;
