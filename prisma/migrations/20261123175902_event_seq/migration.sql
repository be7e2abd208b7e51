-- Events (lib/events): a seq per resource, in commit order, kept on the lease row.
ALTER TABLE "Lease" ADD COLUMN "eventSeq" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "TimelineEvent" ADD COLUMN "seq" INTEGER;

-- Number the events already written, per resource, in the order they were written.
UPDATE "TimelineEvent" e SET "seq" = n.seq
FROM (SELECT id, row_number() OVER (PARTITION BY "resourceId" ORDER BY id)::integer AS seq FROM "TimelineEvent") n
WHERE e.id = n.id;
UPDATE "Lease" l SET "eventSeq" = m.seq
FROM (SELECT "resourceId", max("seq") AS seq FROM "TimelineEvent" GROUP BY "resourceId") m
WHERE l."resourceId" = m."resourceId";
ALTER TABLE "TimelineEvent" ALTER COLUMN "seq" SET NOT NULL;
CREATE UNIQUE INDEX "TimelineEvent_resourceId_seq_key" ON "TimelineEvent"("resourceId", "seq");

-- One naming rule for every event type, <resource>.<thing>.<what happened> (the event catalogue).
UPDATE "TimelineEvent" SET type = CASE type
  WHEN 'task.created' THEN 'person.task.created'
  WHEN 'task.started' THEN 'person.task.started'
  WHEN 'task.succeeded' THEN 'person.task.completed'
  WHEN 'task.failed' THEN 'person.task.failed'
  WHEN 'chat.turn' THEN 'person.chat.message'
  WHEN 'chat.failed' THEN 'person.chat.failed'
  WHEN 'chat.aborted' THEN 'person.chat.aborted'
  WHEN 'knowledge.added' THEN 'person.knowledge.added'
  WHEN 'knowledge.removed' THEN 'person.knowledge.removed'
  WHEN 'state.recorded' THEN 'person.state.recorded'
  WHEN 'token.refreshed' THEN 'lease.token_refreshed'
  WHEN 'audience.updated' THEN 'lease.audience_updated'
  ELSE type END
WHERE type IN ('task.created', 'task.started', 'task.succeeded', 'task.failed', 'chat.turn', 'chat.failed', 'chat.aborted',
  'knowledge.added', 'knowledge.removed', 'state.recorded', 'token.refreshed', 'audience.updated');
