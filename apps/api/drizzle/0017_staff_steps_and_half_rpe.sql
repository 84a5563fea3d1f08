ALTER TABLE "subscription_day_activities" ALTER COLUMN "actual_rpe" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "coaching_consultations" ADD COLUMN "proposal_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "consultation_proposal_reason" text;--> statement-breakpoint
ALTER TABLE "week_completion_requests" ADD COLUMN "skipped_activities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "week_completion_requests" ADD COLUMN "skip_reason" text;--> statement-breakpoint
ALTER TABLE "subscription_day_activities" ADD CONSTRAINT "subscription_day_activities_rpe_step_check" CHECK ("subscription_day_activities"."actual_rpe" * 2 = floor("subscription_day_activities"."actual_rpe" * 2));