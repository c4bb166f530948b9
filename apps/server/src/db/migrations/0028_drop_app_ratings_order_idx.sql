-- The catalogue orders by catalog_sort_keys (0027); nothing reads app_ratings in this order any more, and every review write paid for it.
DROP INDEX "app_ratings_order_idx";
