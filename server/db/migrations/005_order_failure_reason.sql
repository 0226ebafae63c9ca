-- Why an order failed, when the server refused it rather than the provider (issue 9): a payment that
-- arrived for an order the membership rules no longer allow ('renewal_exceeds_maximum',
-- 'already_joined'; the money is on a FAILED order and owed back), or an unpaid order replaced by a
-- newer one for the same product ('replaced'). NULL for every other order, FAILED by the provider
-- or not. Only a FAILED order carries a reason, so the state and its reason are written together.
ALTER TABLE orders ADD COLUMN failure_reason TEXT
  CHECK (failure_reason IS NULL
    OR (state = 'FAILED' AND failure_reason IN ('renewal_exceeds_maximum', 'already_joined', 'replaced')));

