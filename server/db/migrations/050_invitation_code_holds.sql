-- Issue 26 point 11: a one-time invitation code is no longer spent by a checkout that was left.
-- Applying a code reserves it to the applicant for a while (`held_until`, 30 minutes, as long as an
-- order lives); the join order made with it holds it (`held_by_order_id`) while that order is open
-- (NOT_PAID/MARKED_PAID and not past its expiry); paying the order spends it (`used_at`); the
-- order failing, being cancelled or expiring releases it in the same transaction. A code whose
-- reservation and hold have both lapsed is free: the next applicant takes it over, and the earlier
-- applicant's relation naming it is dropped (one relation per one-time code, as before).
ALTER TABLE invitation_codes ADD COLUMN held_by_order_id TEXT REFERENCES orders (order_id) ON DELETE SET NULL;
ALTER TABLE invitation_codes ADD COLUMN held_until TEXT;

-- Reservations made under the old rule: held by the applicant's open join order if there is one,
-- else kept for another 30 minutes from now before they lapse.
UPDATE invitation_codes SET
  held_by_order_id = (SELECT o.order_id FROM orders o
    WHERE o.group_id = invitation_codes.group_id AND o.user_id = invitation_codes.used_by AND o.kind = 'join'
      AND o.state IN ('NOT_PAID', 'MARKED_PAID')
    ORDER BY o.created_at DESC LIMIT 1),
  held_until = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+30 minutes')
WHERE kind = 'one_time' AND used_by IS NOT NULL AND used_at IS NULL;
CREATE INDEX invitation_codes_held_by_order ON invitation_codes (held_by_order_id) WHERE held_by_order_id IS NOT NULL;
