-- Coupon codes a group advertises to its members (issue 13 point 2): GET /coupons/claimable lists
-- the advertised codes a member can still claim, so members need not know a code to find it. Off
-- by default: a code stays a secret, claimable by whoever types it, unless the group lists it.
ALTER TABLE coupon_codes ADD COLUMN advertised INTEGER NOT NULL DEFAULT 0 CHECK (advertised IN (0, 1));
CREATE INDEX coupon_codes_advertised ON coupon_codes (group_id, expired_at) WHERE advertised = 1;
