-- The owner tools' list of affected vehicles (002 §2.11, §7 'Local VIN Checker: VIN lookup
-- against a local database of affected cars'): the VINs of a recall or a service campaign, kept
-- by admins at /ar/admin/affected-vins and through /api/admin/affected_vins.
--
-- The Local VIN Checker answers positive for a VIN of this list; the Map Update wizard recognises
-- a VIN of this list or of the stock (stock_vehicles.vin). A VIN is stored normalised (17 of
-- A-Z and 0-9 without I, O, Q; its check digit is checked by the API before it is written), so
-- the primary key makes a second add of the same VIN, even at the same moment, the same row.

CREATE TABLE affected_vins (
  vin text PRIMARY KEY CHECK (vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
  created_at timestamptz NOT NULL DEFAULT now()
);
