-- The listing index reads every vehicle of a list when it is built (runtime/services/
-- stock-index.ts). Its lowest prices (sale, monthly, subscribe) lived only in attributes: reading
-- them read the whole jsonb of each vehicle, most of the build's time. Kept beside it, computed
-- by the database on every write, they cost what the other typed columns cost.
ALTER TABLE stock_vehicles
  ADD COLUMN sale_price numeric(14, 2)
    GENERATED ALWAYS AS ((attributes->>'sale_price')::numeric(14, 2)) STORED,
  ADD COLUMN monthly_price numeric(14, 2)
    GENERATED ALWAYS AS ((attributes->>'monthly_price')::numeric(14, 2)) STORED,
  ADD COLUMN subscribe_price numeric(14, 2)
    GENERATED ALWAYS AS ((attributes->>'subscribe_price')::numeric(14, 2)) STORED;
