ALTER TABLE "coaching_consultations" ADD COLUMN "proposal_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "consultation_proposal_reason" text;--> statement-breakpoint
ALTER TABLE "week_completion_requests" ADD COLUMN "skipped_activities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "week_completion_requests" ADD COLUMN "skip_reason" text;