CREATE TABLE "trainer_capacities" (
	"trainer_id" uuid PRIMARY KEY NOT NULL,
	"daily_minutes" integer DEFAULT 240 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trainer_capacities" ADD CONSTRAINT "trainer_capacities_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;