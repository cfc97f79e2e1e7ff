CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"account_code" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'GB' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"initial_value" integer NOT NULL,
	"remaining" integer NOT NULL,
	"currency" text NOT NULL,
	"expires_on" date,
	"is_experience" boolean DEFAULT false NOT NULL,
	CONSTRAINT "gift_vouchers_remaining" CHECK ("gift_vouchers"."remaining" >= 0 AND "gift_vouchers"."remaining" <= "gift_vouchers"."initial_value")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"base_currency" text NOT NULL,
	"currency" text NOT NULL,
	"rate" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."rate"::numeric > 0)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"group_id" integer,
	"area_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL,
	"available_currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo_file_url" text,
	"property_image_url" text,
	"hotel_rating" integer,
	"google_tag_manager_container_id" text,
	"facebook_pixel_id" text,
	"pay_by_paystack" boolean DEFAULT false NOT NULL,
	"privacy_policy_url" text,
	"terms_and_conditions_url" text,
	"website_url" text,
	"email" text,
	"telephone" text,
	"street" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"post_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'GB' NOT NULL,
	"latitude" text,
	"longitude" text,
	"default_phone_country_code" text DEFAULT 'GB' NOT NULL,
	"credit_cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enable_children_search" boolean DEFAULT true NOT NULL,
	"enable_infant_search" boolean DEFAULT true NOT NULL,
	"default_occupancy_adult" integer DEFAULT 1 NOT NULL,
	"default_occupancy_children" integer DEFAULT 0 NOT NULL,
	"default_occupancy_infant" integer DEFAULT 0 NOT NULL,
	"adult_maximum_occupancy" integer DEFAULT 4 NOT NULL,
	"child_maximum_occupancy" integer DEFAULT 3 NOT NULL,
	"adult_occupancy_label" text DEFAULT 'Adults' NOT NULL,
	"child_occupancy_label" text DEFAULT 'Children' NOT NULL,
	"infant_occupancy_label" text DEFAULT 'Infants' NOT NULL,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booking_configuration" jsonb NOT NULL,
	"pre_check_in_configuration" jsonb NOT NULL,
	"definition" jsonb NOT NULL,
	"expanded_until" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "property_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_file_url" text,
	"image_url" text,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "property_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"booking_reference" text NOT NULL,
	"visit_date" date NOT NULL,
	"visit_time" text NOT NULL,
	"party_size" integer NOT NULL,
	"email" text NOT NULL,
	"contact_number" text NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"is_reservation" boolean DEFAULT false NOT NULL,
	"identifier" text,
	"promotion_id" integer,
	"is_leave_time_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_bookings_booking_reference_unique" UNIQUE("booking_reference")
);
--> statement-breakpoint
CREATE TABLE "restaurant_slot_covers" (
	"restaurant_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"visit_time" text NOT NULL,
	"total" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_slot_covers_bounds" CHECK ("restaurant_slot_covers"."booked" >= 0 AND "restaurant_slot_covers"."booked" <= "restaurant_slot_covers"."total")
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"min_online_party_size" integer DEFAULT 1 NOT NULL,
	"max_online_party_size" integer DEFAULT 8 NOT NULL,
	"no_availability_text" text DEFAULT 'Sorry, there are no tables available.' NOT NULL,
	"slot_interval_minutes" integer DEFAULT 30 NOT NULL,
	"covers_per_slot" integer NOT NULL,
	"sitting_minutes" integer DEFAULT 90 NOT NULL,
	"opening_periods" jsonb NOT NULL,
	"promotions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "restaurants_party" CHECK ("restaurants"."min_online_party_size" >= 1 AND "restaurants"."max_online_party_size" >= "restaurants"."min_online_party_size")
);
--> statement-breakpoint
CREATE TABLE "nightly_rates" (
	"room_type_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"date" date NOT NULL,
	"base_rate" integer NOT NULL,
	"cost_per_room" integer DEFAULT 0 NOT NULL,
	"cost_per_adult" integer DEFAULT 0 NOT NULL,
	"cost_per_child" integer DEFAULT 0 NOT NULL,
	"cost_per_infant" integer DEFAULT 0 NOT NULL,
	"per_person_cost_per_adult" integer DEFAULT 0 NOT NULL,
	"per_person_cost_per_child" integer DEFAULT 0 NOT NULL,
	"per_person_cost_per_infant" integer DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"min_stay" integer DEFAULT 1 NOT NULL,
	"max_stay" integer,
	CONSTRAINT "nightly_rates_room_type_id_rate_plan_id_date_pk" PRIMARY KEY("room_type_id","rate_plan_id","date"),
	CONSTRAINT "nightly_rates_amounts" CHECK ("nightly_rates"."base_rate" >= 0),
	CONSTRAINT "nightly_rates_stay" CHECK ("nightly_rates"."min_stay" >= 1 AND ("nightly_rates"."max_stay" IS NULL OR "nightly_rates"."max_stay" >= "nightly_rates"."min_stay"))
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"policy" text DEFAULT '' NOT NULL,
	"refundable" boolean DEFAULT true NOT NULL,
	"promo_code" text,
	"promotion" text,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"base_number_of_adults" integer DEFAULT 1 NOT NULL,
	"use_occupancy_for_rate_plan" boolean DEFAULT false NOT NULL,
	"minimum_occupancy" integer,
	"maximum_occupancy" integer,
	"adult_maximum_occupancy" integer,
	"child_maximum_occupancy" integer,
	"can_pay_by_company_invoice" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_plans_discount" CHECK ("rate_plans"."discount_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "room_configuration_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"room_type_id" integer,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_inventory" (
	"room_type_id" integer NOT NULL,
	"date" date NOT NULL,
	"total" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_inventory_room_type_id_date_pk" PRIMARY KEY("room_type_id","date"),
	CONSTRAINT "room_inventory_bounds" CHECK ("room_inventory"."booked" >= 0 AND "room_inventory"."total" >= 0 AND "room_inventory"."booked" <= "room_inventory"."total")
);
--> statement-breakpoint
CREATE TABLE "room_type_upgrades" (
	"room_type_id" integer NOT NULL,
	"upgrade_room_type_id" integer NOT NULL,
	CONSTRAINT "room_type_upgrades_room_type_id_upgrade_room_type_id_pk" PRIMARY KEY("room_type_id","upgrade_room_type_id")
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_id" integer,
	"minimum_occupancy" integer DEFAULT 1 NOT NULL,
	"maximum_occupancy" integer NOT NULL,
	"adult_maximum_occupancy" integer NOT NULL,
	"child_maximum_occupancy" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_types_occupancy" CHECK ("room_types"."minimum_occupancy" >= 1 AND "room_types"."maximum_occupancy" >= "room_types"."minimum_occupancy")
);
--> statement-breakpoint
CREATE TABLE "service_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "service_articles_price" CHECK ("service_articles"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"charge_type" text NOT NULL,
	"charge_per_person" boolean DEFAULT false NOT NULL,
	"starting_inventory" integer,
	"used_inventory" integer DEFAULT 0 NOT NULL,
	"room_type_ids" jsonb,
	"rate_plan_ids" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_inventory" CHECK ("services"."used_inventory" >= 0 AND ("services"."starting_inventory" IS NULL OR "services"."used_inventory" <= "services"."starting_inventory"))
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"dial_code" text NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "credit_card_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "credit_card_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_bookings" ADD CONSTRAINT "restaurant_bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_slot_covers" ADD CONSTRAINT "restaurant_slot_covers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nightly_rates" ADD CONSTRAINT "nightly_rates_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nightly_rates" ADD CONSTRAINT "nightly_rates_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_configuration_options" ADD CONSTRAINT "room_configuration_options_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_configuration_options" ADD CONSTRAINT "room_configuration_options_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_upgrades" ADD CONSTRAINT "room_type_upgrades_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_upgrades" ADD CONSTRAINT "room_type_upgrades_upgrade_room_type_id_room_types_id_fk" FOREIGN KEY ("upgrade_room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_articles" ADD CONSTRAINT "service_articles_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_property_account" ON "companies" USING btree ("property_id","account_code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_property_code" ON "gift_vouchers" USING btree ("property_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_group_code" ON "areas" USING btree ("group_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair" ON "exchange_rates" USING btree ("base_currency","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_property_code" ON "locations" USING btree ("property_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_slot_covers_key" ON "restaurant_slot_covers" USING btree ("restaurant_id","visit_date","visit_time");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_property_code" ON "restaurants" USING btree ("property_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_property_code" ON "rate_plans" USING btree ("property_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_property_code" ON "room_types" USING btree ("property_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "services_property_code" ON "services" USING btree ("property_id","code");