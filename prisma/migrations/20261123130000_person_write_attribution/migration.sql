-- Who caused a task and each state fact (issue 15, item 3): the controller,
-- the Person in a controller's turn, or a counterpart (with their email).
-- Tasks from before were created by the controller or the Person; they keep
-- "controller" as their cause, the only one that was recorded for them.
ALTER TABLE "Task" ADD COLUMN "createdBy" TEXT NOT NULL DEFAULT 'controller',
ADD COLUMN "createdByEmail" TEXT;

ALTER TABLE "PersonState" ADD COLUMN "recordedBy" JSONB NOT NULL DEFAULT '{}';
