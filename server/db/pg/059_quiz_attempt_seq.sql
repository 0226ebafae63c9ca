-- Issue 27: a person's attempts at a quiz are listed newest first, and attempts made in the same
-- millisecond were ordered by SQLite's rowid, which PostgreSQL has not. `seq` numbers a person's
-- attempts at each quiz (1, 2, …), written with the attempt (quiz.repo insertQuizAttempt). A
-- PostgreSQL database starts from the baseline, with no attempts to number (db/copy.ts brings the
-- SQLite ones' seq along).

ALTER TABLE quiz_attempts ADD COLUMN seq BIGINT NOT NULL DEFAULT 0;
