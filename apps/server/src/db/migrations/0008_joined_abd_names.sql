-- «عبد الرحمن» and «عبدالرحمن» are one name: searches now join «عبد» with the word after it
-- (normalizeArabic), so the texts kept for searching are joined the same way.
UPDATE "customers" SET "search_text" = regexp_replace("search_text", '(^| )عبد +', '\1عبد', 'g'), "search_key" = regexp_replace("search_key", '(^| )ebd +', '\1ebd', 'g') WHERE "search_text" ~ '(^| )عبد ';--> statement-breakpoint
UPDATE "orders" SET "search_text" = regexp_replace("search_text", '(^| )عبد +', '\1عبد', 'g'), "search_key" = regexp_replace("search_key", '(^| )ebd +', '\1ebd', 'g') WHERE "search_text" ~ '(^| )عبد ';--> statement-breakpoint
UPDATE "products" SET "search_text" = regexp_replace("search_text", '(^| )عبد +', '\1عبد', 'g'), "search_key" = regexp_replace("search_key", '(^| )ebd +', '\1ebd', 'g') WHERE "search_text" ~ '(^| )عبد ';
