CREATE INDEX "makes_name_key_idx" ON "makes" USING btree (atelier_search_key("name"));--> statement-breakpoint
CREATE INDEX "makes_name_trgm_idx" ON "makes" USING gin (atelier_search_key("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "models_make_name_key_idx" ON "models" USING btree ("make_id",atelier_search_key("name"));