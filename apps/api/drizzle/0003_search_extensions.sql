-- Global search ignores accents and case (shell spec §2 "Global search"): trigram indexes over
-- unaccented lower-case text. unaccent() is only STABLE (its dictionary could change), so an
-- IMMUTABLE wrapper with the dictionary named explicitly is what expression indexes and
-- generated columns can use.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.atelier_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
