CREATE TABLE "coaching_consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"consultation_date" date NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"approved_at" timestamp with time zone,
	"proposed" boolean DEFAULT false NOT NULL,
	"held_at" timestamp with time zone,
	"remarks" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_weeks" (
	"subscription_id" uuid NOT NULL,
	"week" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_weeks_subscription_id_week_pk" PRIMARY KEY("subscription_id","week"),
	CONSTRAINT "coaching_weeks_week_check" CHECK ("coaching_weeks"."week" >= 1)
);
--> statement-breakpoint
ALTER TABLE "coaching_consultations" ADD CONSTRAINT "coaching_consultations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_consultations" ADD CONSTRAINT "coaching_consultations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_weeks" ADD CONSTRAINT "coaching_weeks_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_consultations_open_key" ON "coaching_consultations" USING btree ("subscription_id") WHERE status <> 'Completed';--> statement-breakpoint
CREATE INDEX "coaching_consultations_subscription_idx" ON "coaching_consultations" USING btree ("subscription_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- hand-written (issue 16): a coaching's consultation moves from the subscription's own columns to its own row;
-- coaching and paid consultation statuses follow their machines (packages/shared/src/status.ts).
INSERT INTO "coaching_consultations" ("subscription_id", "consultation_date", "status", "approved_at", "held_at", "remarks")
SELECT "id", "consultation_date",
	CASE WHEN "consultation_held_at" IS NOT NULL THEN 'Completed' WHEN "consultation_approved_at" IS NOT NULL THEN 'Approved' ELSE 'Requested' END,
	"consultation_approved_at", "consultation_held_at", "remarks"
FROM "subscriptions" WHERE "on_model" = 'Coaching' AND "consultation_date" IS NOT NULL;--> statement-breakpoint
UPDATE "subscriptions" SET "consultation_date" = NULL, "consultation_approved_at" = NULL, "consultation_proposed" = false, "consultation_held_at" = NULL
WHERE "on_model" = 'Coaching';--> statement-breakpoint
UPDATE "subscriptions" SET "status" = 'Pending'
WHERE "on_model" = 'Coaching' AND "status" NOT IN ('Pending', 'Active', 'Inactive', 'Completed');--> statement-breakpoint
UPDATE "subscriptions" SET "status" = CASE WHEN "consultation_held_at" IS NOT NULL THEN 'Consultation Completed' WHEN "consultation_date" IS NOT NULL THEN 'Consultation Requested' ELSE 'Pending' END
WHERE "on_model" = 'Consultation';
