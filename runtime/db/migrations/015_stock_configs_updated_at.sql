-- The admin edits the showroom and order-online configs (runtime/features/stock/config-admin.ts)
-- and lists when each was last changed. Entries written before this migration read as changed
-- when it ran.
ALTER TABLE stock_configs ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- A config reaches the showroom and order-online pages but no listing: a write bumps the settings
-- content version (every cached page is rendered afresh, as after a settings change) without the
-- stock version, so an editor's save does not rebuild every publication list's index.
DROP TRIGGER stock_configs_version ON stock_configs;
CREATE TRIGGER stock_configs_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON stock_configs FOR EACH STATEMENT EXECUTE FUNCTION settings_content_changed();
