-- Whole rupees (decision 035): every stored rate becomes whole rupees (a multiple of 100 paisa), rounded half up
-- to the nearest rupee, the rule of packages/shared pricing.ts wholeRupees. Rounding is monotonic, so a
-- discounted rate stays at or below its price and the stored lowest prices (min_price) stay the lowest.
-- Orders, payments and refunds keep the amounts that were charged. Running it again changes nothing.
UPDATE "templates" SET "price" = (round("price" / 100.0) * 100)::integer WHERE "price" % 100 <> 0;--> statement-breakpoint
UPDATE "product_rates" SET
  "price" = (round("price" / 100.0) * 100)::integer,
  "discounted_price" = (round("discounted_price" / 100.0) * 100)::integer
WHERE "price" % 100 <> 0 OR "discounted_price" % 100 <> 0;--> statement-breakpoint
UPDATE "products" SET "min_price" = (round("min_price" / 100.0) * 100)::integer WHERE "min_price" % 100 <> 0;--> statement-breakpoint
UPDATE "coaching_rates" SET
  "w4_rate" = (round("w4_rate" / 100.0) * 100)::integer,
  "discounted_w4_rate" = (round("discounted_w4_rate" / 100.0) * 100)::integer,
  "w12_rate" = (round("w12_rate" / 100.0) * 100)::integer,
  "discounted_w12_rate" = (round("discounted_w12_rate" / 100.0) * 100)::integer,
  "w24_rate" = (round("w24_rate" / 100.0) * 100)::integer,
  "discounted_w24_rate" = (round("discounted_w24_rate" / 100.0) * 100)::integer
WHERE ("w4_rate" % 100) + ("discounted_w4_rate" % 100) + ("w12_rate" % 100) + ("discounted_w12_rate" % 100)
  + ("w24_rate" % 100) + ("discounted_w24_rate" % 100) <> 0;--> statement-breakpoint
UPDATE "consultation_rates" SET
  "quarter_hour_rate" = (round("quarter_hour_rate" / 100.0) * 100)::integer,
  "discounted_quarter_hour_rate" = (round("discounted_quarter_hour_rate" / 100.0) * 100)::integer,
  "half_hour_rate" = (round("half_hour_rate" / 100.0) * 100)::integer,
  "discounted_half_hour_rate" = (round("discounted_half_hour_rate" / 100.0) * 100)::integer,
  "hour_rate" = (round("hour_rate" / 100.0) * 100)::integer,
  "discounted_hour_rate" = (round("discounted_hour_rate" / 100.0) * 100)::integer
WHERE ("quarter_hour_rate" % 100) + ("discounted_quarter_hour_rate" % 100) + ("half_hour_rate" % 100)
  + ("discounted_half_hour_rate" % 100) + ("hour_rate" % 100) + ("discounted_hour_rate" % 100) <> 0;--> statement-breakpoint
UPDATE "coachings" SET "min_price" = (round("min_price" / 100.0) * 100)::integer WHERE "min_price" % 100 <> 0;--> statement-breakpoint
UPDATE "consultations" SET "min_price" = (round("min_price" / 100.0) * 100)::integer WHERE "min_price" % 100 <> 0;--> statement-breakpoint
-- A template's price as paid (the price sorts) follows the same rule: the generated column is drawn again.
ALTER TABLE "templates" DROP COLUMN "effective_price";--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "effective_price" integer GENERATED ALWAYS AS ((round(CASE WHEN discount_active THEN price * (100 - discount_percentage) / 10000.0 ELSE price / 100.0 END) * 100)::integer) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "templates_price_idx" ON "templates" USING btree ("effective_price");
