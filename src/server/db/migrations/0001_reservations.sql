CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_item_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"individual_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "reservation_item_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_item_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "reservation_item_services_quantity" CHECK ("reservation_item_services"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reservation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"room_type_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"room_configuration_option_id" integer,
	"room_configuration_name" text,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"infants" integer NOT NULL,
	"lead_guest_first_name" text NOT NULL,
	"lead_guest_last_name" text NOT NULL,
	"room_total" integer NOT NULL,
	"extras_total" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "reservation_items_guests" CHECK ("reservation_items"."adults" >= 0 AND "reservation_items"."children" >= 0 AND "reservation_items"."infants" >= 0),
	CONSTRAINT "reservation_items_stay" CHECK ("reservation_items"."date_to" > "reservation_items"."date_from")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"reference_number" text NOT NULL,
	"confirmation_token_hash" text NOT NULL,
	"confirmation_nonce" text NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"language_code" text DEFAULT 'en' NOT NULL,
	"is_app_booking" boolean DEFAULT false NOT NULL,
	"booker_first_name" text NOT NULL,
	"booker_last_name" text NOT NULL,
	"booker_email" text NOT NULL,
	"booker_phone" text NOT NULL,
	"booker_street" text NOT NULL,
	"booker_city" text,
	"booker_country_id" integer,
	"booker_state_or_county" text,
	"booker_zip_code" text NOT NULL,
	"booker_opt_in_to_receive_updates" boolean DEFAULT false NOT NULL,
	"booker_individual_id" integer,
	"company_id" integer,
	"po_number" text,
	"payment_type" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"promo_code" text,
	"gift_voucher_id" integer,
	"gift_voucher_code" text,
	"rooms_total" integer NOT NULL,
	"extras_total" integer NOT NULL,
	"voucher_discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"payment_gateway" text,
	"payment_reference" text,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"card_expiry_month" integer,
	"card_expiry_year" integer,
	"provider_reference" text,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_payment_type" CHECK ("reservations"."payment_type" BETWEEN 0 AND 4),
	CONSTRAINT "reservations_amounts" CHECK ("reservations"."rooms_total" >= 0 AND "reservations"."extras_total" >= 0 AND "reservations"."voucher_discount" >= 0 AND "reservations"."total" >= 0 AND "reservations"."amount_paid" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reservation_item_guests" ADD CONSTRAINT "reservation_item_guests_reservation_item_id_reservation_items_id_fk" FOREIGN KEY ("reservation_item_id") REFERENCES "public"."reservation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_item_services" ADD CONSTRAINT "reservation_item_services_reservation_item_id_reservation_items_id_fk" FOREIGN KEY ("reservation_item_id") REFERENCES "public"."reservation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_item_services" ADD CONSTRAINT "reservation_item_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_room_configuration_option_id_room_configuration_options_id_fk" FOREIGN KEY ("room_configuration_option_id") REFERENCES "public"."room_configuration_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_booker_country_id_countries_id_fk" FOREIGN KEY ("booker_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_gift_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("gift_voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_kind_dedupe" ON "mail_outbox" USING btree ("kind","dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "reservation_item_guests_item" ON "reservation_item_guests" USING btree ("reservation_item_id");--> statement-breakpoint
CREATE INDEX "reservation_item_services_item" ON "reservation_item_services" USING btree ("reservation_item_id");--> statement-breakpoint
CREATE INDEX "reservation_items_reservation" ON "reservation_items" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference_number" ON "reservations" USING btree ("reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_confirmation_token_hash" ON "reservations" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_property_idempotency_key" ON "reservations" USING btree ("property_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_provider_reference" ON "reservations" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "reservations_pending_holds" ON "reservations" USING btree ("hold_expires_at") WHERE "reservations"."status" = 'pending_payment';