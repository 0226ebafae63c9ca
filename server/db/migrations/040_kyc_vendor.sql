-- The KYC vendor over our own signed protocol (issue 23; providers/signed-party.ts): the server
-- registers each verification session with the vendor and takes its result as a signed event.

-- Events the parties on our own protocol reported, by their id: each is applied once, and a repeat
-- is answered as the first was.
CREATE TABLE party_events (
  party TEXT NOT NULL,
  event_id TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (party, event_id)
) STRICT;

-- The KYC vendor's stand-in (server/sandbox/kyc-api.ts): the sessions the server registered, with
-- whom they are for (the server's reference for the person, so earlier reviews are known), and what
-- its reviewer decided.
CREATE TABLE sandbox_kyc_sessions (
  reference TEXT PRIMARY KEY,
  subject_ref TEXT NOT NULL,
  subject_name TEXT NOT NULL,
  requester TEXT NOT NULL,
  return_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  decision TEXT CHECK (decision IN ('approved', 'rejected')),
  review_at TEXT
) STRICT;
CREATE INDEX sandbox_kyc_sessions_subject ON sandbox_kyc_sessions (subject_ref, created_at);
