-- The admin portal's payment, invitation, home, shortcut and favourite-bot settings (issue 14).

-- Invitation options: whether members' permanent codes can be applied, and the inviter's bonus
-- rate (a decimal string, 0–0.5; it was the constant 0.1 before).
ALTER TABLE group_settings ADD COLUMN permanent_invitation_codes_enabled INTEGER NOT NULL DEFAULT 1
  CHECK (permanent_invitation_codes_enabled IN (0, 1));
ALTER TABLE group_settings ADD COLUMN invitation_bonus_rate TEXT NOT NULL DEFAULT '0.1';

-- The home: its sections in order, each shown or not (JSON [{key, visible}]; NULL: the default
-- order, all shown), and the favourite bots shown as shortcuts, in order (JSON [app_id]; NULL:
-- every favourite bot, in the favourites' order).
ALTER TABLE group_settings ADD COLUMN home_sections TEXT
  CHECK (home_sections IS NULL OR (json_valid(home_sections) AND json_type(home_sections) = 'array'));
ALTER TABLE group_settings ADD COLUMN home_shortcuts TEXT
  CHECK (home_shortcuts IS NULL OR (json_valid(home_shortcuts) AND json_type(home_shortcuts) = 'array'));

-- Favourite bots in the order the admin puts them (ties: the order added).
ALTER TABLE favorite_apps ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
UPDATE favorite_apps SET position = (
  SELECT COUNT(*) FROM favorite_apps f
  WHERE f.group_id = favorite_apps.group_id
    AND (f.created_at < favorite_apps.created_at OR (f.created_at = favorite_apps.created_at AND f.rowid < favorite_apps.rowid))
);

-- A bot is found in the wallet by its identity number too (POST /mixin/users/search).
ALTER TABLE apps ADD COLUMN identity_number TEXT;
CREATE UNIQUE INDEX apps_identity_number ON apps (identity_number) WHERE identity_number IS NOT NULL;

-- The product's unit price when the order was made: an open order keeps it when the admin changes
-- the price. NULL for orders made before this migration (they are priced from the product, as then).
ALTER TABLE orders ADD COLUMN price_asset_id TEXT;
ALTER TABLE orders ADD COLUMN price_amount TEXT;
