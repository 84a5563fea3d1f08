CREATE TABLE "subscription_day_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"week" integer NOT NULL,
	"day" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"movement" text NOT NULL,
	"intensity" text DEFAULT '' NOT NULL,
	"sets" text DEFAULT '' NOT NULL,
	"reps" text DEFAULT '' NOT NULL,
	"tempo" text DEFAULT '' NOT NULL,
	"rest" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actual_rpe" integer,
	"weight_used" text,
	"feedback" text,
	"logged_at" timestamp with time zone,
	CONSTRAINT "subscription_day_activities_rpe_check" CHECK ("subscription_day_activities"."actual_rpe" BETWEEN 0 AND 10)
);
--> statement-breakpoint
CREATE TABLE "week_completion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"week" integer NOT NULL,
	"remarks" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "subscriptions_user_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "consultation_date" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "consultation_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "consultation_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "remarks" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "weeks_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "started_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "subscription_day_activities" ADD CONSTRAINT "subscription_day_activities_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_completion_requests" ADD CONSTRAINT "week_completion_requests_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_completion_requests" ADD CONSTRAINT "week_completion_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_day_activities_schedule_idx" ON "subscription_day_activities" USING btree ("subscription_id","week","day","position");--> statement-breakpoint
CREATE UNIQUE INDEX "week_completion_requests_open_key" ON "week_completion_requests" USING btree ("subscription_id") WHERE status = 'Open';--> statement-breakpoint
CREATE INDEX "week_completion_requests_subscription_idx" ON "week_completion_requests" USING btree ("subscription_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","on_model","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_weeks_completed_check" CHECK ("subscriptions"."weeks_completed" >= 0 AND ("subscriptions"."weeks" IS NULL OR "subscriptions"."weeks_completed" <= "subscriptions"."weeks"));