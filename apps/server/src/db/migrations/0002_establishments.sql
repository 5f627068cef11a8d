-- 0002_establishments: search columns of job places, kept by a trigger (unaccent is not
-- immutable, so it cannot feed an index expression or a generated column), and one row per FINESS.
CREATE FUNCTION portal_search_text(value text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT trim(regexp_replace(lower(unaccent(coalesce(value, ''))), '[^a-z0-9]+', ' ', 'g'))
$$;
--> statement-breakpoint
ALTER TABLE job_places ADD COLUMN label_search text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE job_places ADD COLUMN city_search text NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE FUNCTION job_places_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.label_search := portal_search_text(NEW.label);
  NEW.city_search := portal_search_text(NEW.city);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_places_search_columns BEFORE INSERT OR UPDATE OF label, city ON job_places
  FOR EACH ROW EXECUTE FUNCTION job_places_search_columns();
--> statement-breakpoint
UPDATE job_places SET label = label;
--> statement-breakpoint
DROP INDEX job_places_finess_idx;
--> statement-breakpoint
CREATE UNIQUE INDEX job_places_finess_key ON job_places (finess);
--> statement-breakpoint
CREATE INDEX job_places_label_search_idx ON job_places USING gin (label_search gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX job_places_zipcode_idx ON job_places (zipcode text_pattern_ops);
--> statement-breakpoint
CREATE INDEX job_places_city_search_idx ON job_places (city_search text_pattern_ops);
--> statement-breakpoint
CREATE INDEX job_places_order_idx ON job_places (label_search, label, id);
