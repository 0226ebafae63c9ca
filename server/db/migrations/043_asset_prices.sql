-- The asset catalogue of a real server (issue 23): an asset the operator added from the wallet
-- (npm run group -- assets add <asset id>) has its CNY price kept up to date from the wallet's own
-- price in USD and the server's USD rate; one set by hand (fiat rates, the rc coin, the demo's) keeps it.
ALTER TABLE assets ADD COLUMN price_source TEXT CHECK (price_source IN ('wallet'));
ALTER TABLE assets ADD COLUMN price_updated_at TEXT;
