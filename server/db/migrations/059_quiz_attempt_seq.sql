-- Issue 27: a person's attempts at a quiz are listed newest first, and attempts made in the same
-- millisecond were ordered by SQLite's rowid, which PostgreSQL has not. `seq` numbers a person's
-- attempts at each quiz (1, 2, …), written with the attempt (quiz.repo insertQuizAttempt); the
-- attempts kept so far get their rowid, which keeps their order.

ALTER TABLE quiz_attempts ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
UPDATE quiz_attempts SET seq = rowid;
