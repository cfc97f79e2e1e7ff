-- Counters are short-lived; dropping the old windows lets each key keep one row from here on.
DELETE FROM "rate_limit_counters";--> statement-breakpoint
DROP INDEX "rate_limit_counters_key_window";--> statement-breakpoint
CREATE UNIQUE INDEX "rate_limit_counters_key" ON "rate_limit_counters" USING btree ("key");
