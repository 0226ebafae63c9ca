-- Wrong withdrawal PINs count per person (issue 22 point 12): 5 wrong within 15 minutes lock the one
-- who typed them, not the group, so one admin cannot lock the owner out. A person's count starts after
-- `failures_after` (a vault_pin_failures id), which their right PIN or their lock moves to their latest;
-- `locked_until` is when their lock ends. The group-wide columns of 025 go: a group lock ends here.
CREATE TABLE vault_pin_locks (
  group_id TEXT NOT NULL REFERENCES groups (group_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  failures_after INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT,
  PRIMARY KEY (group_id, user_id)
) STRICT;

CREATE INDEX vault_pin_failures_person ON vault_pin_failures (group_id, user_id, created_at);

ALTER TABLE vault_pins DROP COLUMN failures_after;
ALTER TABLE vault_pins DROP COLUMN locked_until;
