CREATE TYPE "public"."address_label" AS ENUM('home', 'office', 'other');--> statement-breakpoint
CREATE TYPE "public"."on_model" AS ENUM('Template', 'Product', 'Coaching', 'Consultation');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('Initiated', 'Pending', 'Active', 'Delivered', 'Cancelled', 'Failed');--> statement-breakpoint
CREATE TABLE "delivery_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" "address_label" DEFAULT 'home' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_num" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"country" text DEFAULT 'Nepal' NOT NULL,
	"province_id" uuid NOT NULL,
	"district_id" uuid NOT NULL,
	"area" text NOT NULL,
	"address_line1" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"on_model" "on_model" NOT NULL,
	"model_id" uuid NOT NULL,
	"unit" integer DEFAULT 1 NOT NULL,
	"product_size_id" uuid,
	"plan" text,
	"trainer_id" uuid,
	"self_order" boolean DEFAULT true NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"recipient_mobile" text,
	"relation" text,
	"express" boolean DEFAULT false NOT NULL,
	"merge_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_unit_check" CHECK ("cart_items"."unit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"discount_percentage" integer NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_percentage_check" CHECK ("coupons"."discount_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"cart_item_id" uuid,
	"on_model" "on_model" NOT NULL,
	"model_id" uuid NOT NULL,
	"unit" integer NOT NULL,
	"product_size_id" uuid,
	"plan" text,
	"trainer_id" uuid,
	"self_order" boolean NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"recipient_mobile" text,
	"relation" text,
	"price" integer NOT NULL,
	"discounted_price" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_unit_check" CHECK ("order_lines"."unit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "order_status" DEFAULT 'Initiated' NOT NULL,
	"sub_total" integer NOT NULL,
	"coupon_code" text,
	"coupon_discount_percentage" integer DEFAULT 0 NOT NULL,
	"coupon_discount_amount" integer DEFAULT 0 NOT NULL,
	"total_amount" integer NOT NULL,
	"only_templates" boolean NOT NULL,
	"delivery_address" jsonb,
	"identifier" text NOT NULL,
	"remarks" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"stock_released" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."sub_total" >= 0 and "orders"."total_amount" >= 0 and "orders"."coupon_discount_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_size_id_product_rates_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_size_id_product_rates_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_addresses_user_idx" ON "delivery_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_one_primary" ON "delivery_addresses" USING btree ("user_id") WHERE "delivery_addresses"."primary";--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_merge_key" ON "cart_items" USING btree ("user_id","merge_key") WHERE not "cart_items"."express";--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_identifier_key" ON "orders" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" in ('Initiated', 'Pending');