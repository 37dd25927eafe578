-- Where each two neighbouring words of a search key meet: the last three letters of the one, a space
-- and the first three of the next (search-key.ts spells the same in TypeScript for the typed text).
-- Words shorter than three letters make no pair: a search cannot ask for one either.
CREATE FUNCTION "search_pairs_of"("key" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT right(w, 3) || ' ' || left(n, 3)), '{}')
    FROM (SELECT w, lead(w) OVER (ORDER BY i) AS n
            FROM unnest(string_to_array("key", ' ')) WITH ORDINALITY AS t(w, i)) words
   WHERE length(w) >= 3 AND length(n) >= 3
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_pairs" text[] GENERATED ALWAYS AS (search_pairs_of(search_key)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_pairs_idx" ON "products" USING gin ("search_pairs");