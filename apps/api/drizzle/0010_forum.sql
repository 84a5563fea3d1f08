CREATE TABLE "forum_comment_reactions" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_comment_reactions_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id"),
	CONSTRAINT "forum_comment_reactions_value_check" CHECK ("forum_comment_reactions"."value" IN (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "forum_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"forum_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_comments_counts_check" CHECK ("forum_comments"."likes" >= 0 AND "forum_comments"."dislikes" >= 0 AND "forum_comments"."comments_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forum_reactions" (
	"forum_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reactions_forum_id_user_id_pk" PRIMARY KEY("forum_id","user_id"),
	CONSTRAINT "forum_reactions_value_check" CHECK ("forum_reactions"."value" IN (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "forum_views" (
	"forum_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "forum_views_forum_id_user_id_day_pk" PRIMARY KEY("forum_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "forums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"description" text NOT NULL,
	"cover_image" text,
	"training_category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forums_topic_length_check" CHECK (char_length("forums"."topic") <= 300),
	CONSTRAINT "forums_counts_check" CHECK ("forums"."likes" >= 0 AND "forums"."dislikes" >= 0 AND "forums"."comments_count" >= 0 AND "forums"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "forum_comment_reactions" ADD CONSTRAINT "forum_comment_reactions_comment_id_forum_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."forum_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comment_reactions" ADD CONSTRAINT "forum_comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_forum_id_forums_id_fk" FOREIGN KEY ("forum_id") REFERENCES "public"."forums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_parent_id_forum_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forum_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reactions" ADD CONSTRAINT "forum_reactions_forum_id_forums_id_fk" FOREIGN KEY ("forum_id") REFERENCES "public"."forums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reactions" ADD CONSTRAINT "forum_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_views" ADD CONSTRAINT "forum_views_forum_id_forums_id_fk" FOREIGN KEY ("forum_id") REFERENCES "public"."forums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_views" ADD CONSTRAINT "forum_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forums" ADD CONSTRAINT "forums_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forums" ADD CONSTRAINT "forums_training_category_id_training_categories_id_fk" FOREIGN KEY ("training_category_id") REFERENCES "public"."training_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_comments_forum_idx" ON "forum_comments" USING btree ("forum_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "forum_comments"."parent_id" IS NULL AND "forum_comments"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "forum_comments_parent_idx" ON "forum_comments" USING btree ("parent_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "forum_comments"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "forum_comments_author_idx" ON "forum_comments" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forums_latest_idx" ON "forums" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forums_views_idx" ON "forums" USING btree ("views" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forums_comments_idx" ON "forums" USING btree ("comments_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forums_category_idx" ON "forums" USING btree ("training_category_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forums_author_idx" ON "forums" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forums_featured_idx" ON "forums" USING btree ("created_at" DESC NULLS LAST) WHERE "forums"."featured";--> statement-breakpoint
-- Active member (issue 21): a client holding a template, coaching or consultation subscription, bought or claimed.
-- A product-only buyer was marked by earlier fulfilments; every user is set again by this rule.
UPDATE "users" SET "is_active_member" = EXISTS (SELECT 1 FROM "subscriptions" s WHERE s."user_id" = "users"."id") WHERE "is_active_member" <> EXISTS (SELECT 1 FROM "subscriptions" s WHERE s."user_id" = "users"."id");
