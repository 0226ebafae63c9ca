-- Rate-limit counters (issue 9): one fixed window per rule and client, so that the limits the spec
-- cares about (sign-in, SMS, captcha answers, codes tried) survive a restart instead of starting
-- afresh. `client` is what the rule counts by: an address, a user, a captcha, or 'all'. `reset_at`
-- (epoch milliseconds) ends the window; rows past it count for nothing and are swept now and then.
CREATE TABLE rate_limits (
  rule TEXT NOT NULL,
  client TEXT NOT NULL,
  hits INTEGER NOT NULL CHECK (hits >= 0),
  reset_at INTEGER NOT NULL,
  PRIMARY KEY (rule, client)
) STRICT, WITHOUT ROWID;

CREATE INDEX rate_limits_by_reset ON rate_limits (reset_at);
