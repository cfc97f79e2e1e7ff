CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"group_id" integer,
	"name" text NOT NULL,
	"connection" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_owner" CHECK (("api_keys"."property_id" IS NULL) <> ("api_keys"."group_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "ari_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_revision_feeds" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"last_position" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"reference_number" text NOT NULL,
	"sequence" integer NOT NULL,
	"feed_position" bigint NOT NULL,
	"status" text NOT NULL,
	"booking" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_key_id" integer,
	"external_reference" text,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "external_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"connection" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"webhook_event_id" integer NOT NULL,
	"endpoint_id" integer NOT NULL,
	"ordering_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"secret_encrypted" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"failing_since" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_by_key_id" integer,
	"created_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"ordering_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ari_change_requests" ADD CONSTRAINT "ari_change_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_revision_feeds" ADD CONSTRAINT "booking_revision_feeds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_revisions" ADD CONSTRAINT "booking_revisions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_revisions" ADD CONSTRAINT "booking_revisions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_revisions" ADD CONSTRAINT "booking_revisions_acknowledged_by_key_id_api_keys_id_fk" FOREIGN KEY ("acknowledged_by_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_codes" ADD CONSTRAINT "external_codes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_event_id_webhook_events_id_fk" FOREIGN KEY ("webhook_event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_key_id_api_keys_id_fk" FOREIGN KEY ("created_by_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_property" ON "api_keys" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "api_keys_group" ON "api_keys" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ari_change_requests_key" ON "ari_change_requests" USING btree ("property_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_revisions_sequence" ON "booking_revisions" USING btree ("reservation_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_revisions_feed" ON "booking_revisions" USING btree ("property_id","feed_position");--> statement-breakpoint
CREATE INDEX "booking_revisions_unacknowledged" ON "booking_revisions" USING btree ("property_id","feed_position") WHERE "booking_revisions"."acknowledged_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "external_codes_code" ON "external_codes" USING btree ("property_id","connection","entity","code");--> statement-breakpoint
CREATE UNIQUE INDEX "external_codes_entity" ON "external_codes" USING btree ("property_id","connection","entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_endpoint" ON "webhook_deliveries" USING btree ("webhook_event_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order" ON "webhook_deliveries" USING btree ("endpoint_id","ordering_key","webhook_event_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_property" ON "webhook_endpoints" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_event_id" ON "webhook_events" USING btree ("event_id");