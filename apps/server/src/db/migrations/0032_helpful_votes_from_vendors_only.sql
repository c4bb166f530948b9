-- Helpful marks count from tour operators (vendor users) only: anyone can sign up partner organisations, so their
-- marks say nothing about a review. Partner organisations' existing votes stay as rows (history, and their unique key
-- still holds) but leave reviews.helpful_count, recounted here from the vendors' votes. Only reviews whose count
-- changes are written (updated_at untouched: the review was not edited), so the catalogue version moves only for
-- the apps whose store pages change.
UPDATE "reviews" r SET "helpful_count" = c."n"
  FROM (
    SELECT rv."id", (SELECT count(*)::int FROM "review_helpful_votes" v WHERE v."review_id" = rv."id" AND v."vendor_id" IS NOT NULL) AS "n"
    FROM "reviews" rv
  ) c
  WHERE c."id" = r."id" AND r."helpful_count" <> c."n";
