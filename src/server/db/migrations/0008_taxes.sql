ALTER TABLE "properties" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "prices_shown" text DEFAULT 'AllIn' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "taxes_added" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "pay_at_property" integer DEFAULT 0 NOT NULL;