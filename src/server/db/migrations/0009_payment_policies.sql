CREATE TABLE "booking_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"collect" text NOT NULL,
	"due" date NOT NULL,
	"due_at" timestamp with time zone,
	"amount" integer NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"charge_key" text,
	"gateway" text,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure_reason" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_amounts" CHECK ("booking_payments"."amount" >= 0 AND "booking_payments"."refunded" >= 0 AND "booking_payments"."refunded" <= "booking_payments"."amount")
);
--> statement-breakpoint
ALTER TABLE "reservation_items" ADD COLUMN "payment_policy" jsonb DEFAULT '{"type":"PayNow"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_plan" text DEFAULT 'PayNow' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guarantee" text DEFAULT 'Card' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "payment" jsonb DEFAULT '{"type":"PayNow"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_reservation" ON "booking_payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "booking_payments_due" ON "booking_payments" USING btree ("due_at") WHERE "booking_payments"."state" = 'due' AND "booking_payments"."collect" = 'automatic';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_charge_key" ON "booking_payments" USING btree ("charge_key");--> statement-breakpoint
-- Bookings made before payment policies were paid in full with the booking: one paid part each.
INSERT INTO "booking_payments" ("reservation_id", "kind", "collect", "due", "amount", "state", "gateway", "payment_reference", "paid_at", "refunded", "created_at", "updated_at")
SELECT "id", 'Full', 'now', ("created_at" AT TIME ZONE 'UTC')::date, "amount_paid" + "amount_refunded",
  CASE WHEN "amount_paid" = 0 THEN 'refunded' ELSE 'paid' END,
  "payment_gateway",
  COALESCE("payment_reference", "provider_reference"), COALESCE("paid_at", "created_at"), "amount_refunded", now(), now()
FROM "reservations"
WHERE "payment_type" IN (0, 4) AND "amount_paid" + "amount_refunded" > 0;
