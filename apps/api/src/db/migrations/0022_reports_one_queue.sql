-- The conversation reports join the one queue of reports: their free-text reason becomes the
-- note of an `other` report, their copy of the messages its evidence (each message with a
-- picture, null in the oldest copies). A report whose conversation is gone keeps a target id of
-- its own (negative), so no two of them collide.
INSERT INTO "reports" ("target", "target_id", "subject_user_id", "reporter_id", "reason", "note", "evidence", "created_at")
SELECT 'conversation', coalesce(cr.conversation_id, -cr.id),
  CASE WHEN c.buyer_id = cr.reporter_id THEN c.seller_id ELSE c.buyer_id END,
  cr.reporter_id, 'other', left(cr.reason, 500), jsonb_build_object('kind', 'conversation', 'messages',
    (SELECT coalesce(jsonb_agg(m || jsonb_build_object('picture', m -> 'picture')), '[]'::jsonb) FROM jsonb_array_elements(cr.messages) m)), cr.created_at
FROM "conversation_reports" cr LEFT JOIN "conversations" c ON c.id = cr.conversation_id
ORDER BY cr.id
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "conversation_reports" CASCADE;
