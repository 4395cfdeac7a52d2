-- The start of every word of a search document, marked '~' ('kurt~'), as index words: suggestions
-- find a word as it is typed through one word of the index, not the union of every word it starts.
CREATE OR REPLACE FUNCTION search_prefixes(document text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT array_to_tsvector(coalesce(array_agg(DISTINCT left(word, n) || '~'), '{}'))
  FROM unnest(string_to_array(document, ' ')) AS word, generate_series(1, length(word)) AS n
$$;--> statement-breakpoint
DROP INDEX "products_search_level_idx";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (("search_vector" || search_prefixes("search_name" || ' ' || "search_more" || ' ' || "search_also") || array_to_tsvector(array['#' || floor("rating" * 20)::int::text || left("id"::text, 1), '%' || floor("rating" * 20)::int::text])));