CREATE TABLE "account_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"individual_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"individual_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "individuals" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"receive_brand_offers" boolean DEFAULT false NOT NULL,
	"can_choose_payment_method" boolean DEFAULT false NOT NULL,
	"registered_property_id" integer,
	"email_confirmed_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"individual_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"token" text NOT NULL,
	"card_type" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"name_on_card" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_expiry" CHECK ("saved_cards"."expiry_month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "pre_check_in_saves" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"submission_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_item_services" ADD COLUMN "added_at" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "pre_check_in_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "pre_arrival_mail_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individuals" ADD CONSTRAINT "individuals_registered_property_id_properties_id_fk" FOREIGN KEY ("registered_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_individual_id_individuals_id_fk" FOREIGN KEY ("individual_id") REFERENCES "public"."individuals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_check_in_saves" ADD CONSTRAINT "pre_check_in_saves_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_sessions_token_hash" ON "account_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_sessions_individual" ON "account_sessions" USING btree ("individual_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_token_hash" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_individual" ON "account_tokens" USING btree ("individual_id");--> statement-breakpoint
CREATE UNIQUE INDEX "individuals_email" ON "individuals" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_limit_counters_key_window" ON "rate_limit_counters" USING btree ("key","window_start");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window" ON "rate_limit_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "saved_cards_individual" ON "saved_cards" USING btree ("individual_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_check_in_saves_reservation_key" ON "pre_check_in_saves" USING btree ("reservation_id","submission_key");