-- Trigram matching for typo-tolerant search (catalogue, vendor search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
