CREATE TYPE "public"."reviewable" AS ENUM('Template', 'Product', 'Coaching', 'Consultation');--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text,
	"parent_id" uuid,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" uuid,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" uuid,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"servings" text,
	"price" integer NOT NULL,
	"discounted_price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_rates_stock_check" CHECK ("product_rates"."stock" >= 0),
	CONSTRAINT "product_rates_price_check" CHECK ("product_rates"."price" >= 0 and "product_rates"."discounted_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"short_info" text DEFAULT '' NOT NULL,
	"brand_id" uuid,
	"category_id" uuid,
	"parent_category_id" uuid,
	"discount_active" boolean DEFAULT false NOT NULL,
	"discount_title" text,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"min_price" integer DEFAULT 0 NOT NULL,
	"average_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', regexp_replace(coalesce(short_info, ''), '<[^>]*>', ' ', 'g')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coaching_id" uuid NOT NULL,
	"trainer_id" uuid NOT NULL,
	"w4_rate" integer DEFAULT 0 NOT NULL,
	"discounted_w4_rate" integer DEFAULT 0 NOT NULL,
	"w12_rate" integer DEFAULT 0 NOT NULL,
	"discounted_w12_rate" integer DEFAULT 0 NOT NULL,
	"w24_rate" integer DEFAULT 0 NOT NULL,
	"discounted_w24_rate" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coachings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_active" boolean DEFAULT false NOT NULL,
	"discount_title" text,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"average_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"min_price" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"trainer_id" uuid NOT NULL,
	"quarter_hour_rate" integer DEFAULT 0 NOT NULL,
	"discounted_quarter_hour_rate" integer DEFAULT 0 NOT NULL,
	"half_hour_rate" integer DEFAULT 0 NOT NULL,
	"discounted_half_hour_rate" integer DEFAULT 0 NOT NULL,
	"hour_rate" integer DEFAULT 0 NOT NULL,
	"discounted_hour_rate" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_active" boolean DEFAULT false NOT NULL,
	"discount_title" text,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"average_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"min_price" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_type" "reviewable" NOT NULL,
	"item_id" uuid NOT NULL,
	"stars" numeric(2, 1) NOT NULL,
	"review" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" >= 0.5 and "reviews"."stars" <= 5 and ("reviews"."stars" * 2) = floor("reviews"."stars" * 2))
);
--> statement-breakpoint
CREATE TABLE "template_day_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"week" integer NOT NULL,
	"day" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"movement" text NOT NULL,
	"intensity" text DEFAULT '' NOT NULL,
	"sets" text DEFAULT '' NOT NULL,
	"reps" text DEFAULT '' NOT NULL,
	"tempo" text DEFAULT '' NOT NULL,
	"rest" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"price" integer NOT NULL,
	"discount_active" boolean DEFAULT false NOT NULL,
	"discount_title" text,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"effective_price" integer GENERATED ALWAYS AS (CASE WHEN discount_active THEN round(price * (100 - discount_percentage) / 100.0)::integer ELSE price END) STORED NOT NULL,
	"weeks" integer NOT NULL,
	"training_category_id" uuid,
	"template_category_id" uuid,
	"trainer_id" uuid,
	"featured" boolean DEFAULT false NOT NULL,
	"detail" jsonb NOT NULL,
	"whats_inside" text[] DEFAULT '{}' NOT NULL,
	"average_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(detail->>'who_is_it_for', '') || ' ' || coalesce(detail->>'difficulty', '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_price_check" CHECK ("templates"."price" >= 0),
	CONSTRAINT "templates_discount_check" CHECK ("templates"."discount_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "coaching_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"profile_pic" text,
	"designation" text DEFAULT '' NOT NULL,
	"achievements" text[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multimedia" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail" text,
	"title" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid NOT NULL,
	"achievement" text NOT NULL,
	"year" integer NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"sub_achievements" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" uuid,
	"name" text NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"profile_pic" text,
	"review" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"training_category_id" uuid,
	"is_verified" boolean DEFAULT false NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"about_html" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_parent_id_template_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."template_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_categories" ADD CONSTRAINT "training_categories_parent_id_training_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."training_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rates" ADD CONSTRAINT "product_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_category_id_product_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_rates" ADD CONSTRAINT "coaching_rates_coaching_id_coachings_id_fk" FOREIGN KEY ("coaching_id") REFERENCES "public"."coachings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_rates" ADD CONSTRAINT "coaching_rates_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_rates" ADD CONSTRAINT "consultation_rates_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_rates" ADD CONSTRAINT "consultation_rates_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_day_activities" ADD CONSTRAINT "template_day_activities_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_training_category_id_training_categories_id_fk" FOREIGN KEY ("training_category_id") REFERENCES "public"."training_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_template_category_id_template_categories_id_fk" FOREIGN KEY ("template_category_id") REFERENCES "public"."template_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_achievements" ADD CONSTRAINT "coaching_achievements_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multimedia" ADD CONSTRAINT "multimedia_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_achievements" ADD CONSTRAINT "personal_achievements_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD CONSTRAINT "trainer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD CONSTRAINT "trainer_profiles_training_category_id_training_categories_id_fk" FOREIGN KEY ("training_category_id") REFERENCES "public"."training_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_key" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_slug_key" ON "product_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_categories_slug_key" ON "template_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "template_categories_parent_idx" ON "template_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_categories_slug_key" ON "training_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "training_categories_parent_idx" ON "training_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_rates_product_idx" ON "product_rates" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_latest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("min_price");--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("sold_count" DESC NULLS LAST,"average_rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_parent_category_idx" ON "products" USING btree ("parent_category_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_rates_coaching_trainer_key" ON "coaching_rates" USING btree ("coaching_id","trainer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coachings_slug_key" ON "coachings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "coachings_search_idx" ON "coachings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "coachings_latest_idx" ON "coachings" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_rates_consultation_trainer_key" ON "consultation_rates" USING btree ("consultation_id","trainer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_slug_key" ON "consultations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "consultations_search_idx" ON "consultations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "consultations_latest_idx" ON "consultations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_item_key" ON "reviews" USING btree ("user_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "reviews_item_latest_idx" ON "reviews" USING btree ("item_type","item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_item_stars_idx" ON "reviews" USING btree ("item_type","item_id","stars" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "template_day_activities_template_idx" ON "template_day_activities" USING btree ("template_id","week","day","position");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_slug_key" ON "templates" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "templates_search_idx" ON "templates" USING gin ("search");--> statement-breakpoint
CREATE INDEX "templates_latest_idx" ON "templates" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "templates_price_idx" ON "templates" USING btree ("effective_price");--> statement-breakpoint
CREATE INDEX "templates_popular_idx" ON "templates" USING btree ("sold_count" DESC NULLS LAST,"average_rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "templates_training_category_idx" ON "templates" USING btree ("training_category_id");--> statement-breakpoint
CREATE INDEX "templates_template_category_idx" ON "templates" USING btree ("template_category_id");--> statement-breakpoint
CREATE INDEX "templates_trainer_idx" ON "templates" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "coaching_achievements_trainer_idx" ON "coaching_achievements" USING btree ("trainer_id","position");--> statement-breakpoint
CREATE INDEX "multimedia_trainer_idx" ON "multimedia" USING btree ("trainer_id","kind","position");--> statement-breakpoint
CREATE INDEX "personal_achievements_trainer_idx" ON "personal_achievements" USING btree ("trainer_id","year");--> statement-breakpoint
CREATE INDEX "testimonials_trainer_idx" ON "testimonials" USING btree ("trainer_id","position");--> statement-breakpoint
CREATE INDEX "trainer_profiles_category_idx" ON "trainer_profiles" USING btree ("training_category_id");--> statement-breakpoint
CREATE INDEX "trainer_profiles_position_idx" ON "trainer_profiles" USING btree ("position");