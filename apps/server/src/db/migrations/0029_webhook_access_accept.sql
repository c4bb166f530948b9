-- A new enum value cannot be used in the transaction that adds it: a later migration that uses 'APP_ACCESS_ACCEPT' must not run in the same batch as this one.
ALTER TYPE "public"."webhook_topic" ADD VALUE 'APP_ACCESS_ACCEPT' BEFORE 'BOOKINGS_CREATE';
