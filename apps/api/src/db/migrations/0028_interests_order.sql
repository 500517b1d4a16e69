CREATE TABLE "service_provider_choices" (
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"state" text NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_provider_choices_kind_entity_id_pk" PRIMARY KEY("kind","entity_id"),
	CONSTRAINT "service_provider_choices_kind" CHECK ("service_provider_choices"."kind" in ('store', 'user')),
	CONSTRAINT "service_provider_choices_state" CHECK ("service_provider_choices"."state" in ('pinned', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;