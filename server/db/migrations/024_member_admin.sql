-- Member management by the group's admins (issue 14 point 2; server/README.md, "Member management").
-- `blocked_from_state`: the state a blocked membership had before the block, which unblocking gives
-- back (NULL while not blocked). `shut_up_until`: until when the member may not write in the chat,
-- discussions or check-ins (ISO; NULL or past: free to write).
ALTER TABLE memberships ADD COLUMN blocked_from_state TEXT
  CHECK (blocked_from_state IS NULL OR blocked_from_state IN ('unverified', 'pending', 'paid', 'subscribed', 'unsubscribed'));
ALTER TABLE memberships ADD COLUMN shut_up_until TEXT;
-- The admins' member list filters by role and state.
CREATE INDEX memberships_group_role ON memberships (group_id, role);
CREATE INDEX memberships_group_state ON memberships (group_id, state);
