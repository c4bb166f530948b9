-- Deliveries the platform took back (the installation lost the topic's scope, or was uninstalled) get their own status, so "Re-send failed" skips them. A new enum value cannot be used in the transaction that adds it: a later migration that uses 'WITHDRAWN' must not run in the same batch as this one.
ALTER TYPE "public"."webhook_delivery_status" ADD VALUE 'WITHDRAWN';
