ALTER TABLE "order_refunds" ALTER COLUMN "provider_ref" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "restocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_due_by" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
-- Orders an admin cancelled before issue 36 keep the reason their audit entry recorded.
UPDATE "orders" SET "cancel_reason" = "audit_entries"."after"->>'reason' FROM "audit_entries" WHERE "audit_entries"."record_id" = "orders"."id" AND "audit_entries"."action" = 'order.cancel' AND "orders"."status" = 'Cancelled' AND "audit_entries"."after"->>'reason' IS NOT NULL;
