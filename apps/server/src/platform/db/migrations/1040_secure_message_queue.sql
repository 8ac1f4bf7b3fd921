-- The office's queue of residents' secure messages waiting for an answer (ADR 0418).
-- A resident's message is answered once a caseworker writes to the person on the same case after
-- it arrived. answered_at is the moment of the first such message, kept by the trigger below on
-- every caseworker's message, whichever code writes it, so the queue reads the waiting ones alone
-- and never walks the answered ones.
ALTER TABLE secure_messages ADD COLUMN answered_at timestamp with time zone;
UPDATE secure_messages m SET answered_at = (SELECT min(o.created_at) FROM secure_messages o WHERE o.case_id = m.case_id AND o.direction = 'FROM_OFFICE' AND o.created_at >= m.created_at) WHERE m.direction = 'FROM_PERSON';
CREATE FUNCTION secure_message_answered() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
  UPDATE secure_messages SET answered_at = NEW.created_at WHERE case_id = NEW.case_id AND direction = 'FROM_PERSON' AND answered_at IS NULL AND created_at <= NEW.created_at; RETURN NULL; END $$;
CREATE TRIGGER secure_messages_answered AFTER INSERT ON secure_messages FOR EACH ROW WHEN (NEW.direction = 'FROM_OFFICE') EXECUTE FUNCTION secure_message_answered();
-- Who works on a message.
ALTER TABLE secure_messages ADD COLUMN assigned_to uuid REFERENCES users(id);
ALTER TABLE secure_messages ADD COLUMN assigned_at timestamp with time zone;
-- Waiting, oldest first: the page walks them in the order it shows them and stops at its last row;
-- the count reads the case, the assignee and whether the office read it from the index alone.
CREATE INDEX secure_messages_waiting_idx ON secure_messages (created_at, id) INCLUDE (case_id, assigned_to, viewed_at) WHERE direction = 'FROM_PERSON' AND answered_at IS NULL;
-- The trigger's look-up: a case's residents' messages still waiting.
CREATE INDEX secure_messages_waiting_case_idx ON secure_messages (case_id) WHERE direction = 'FROM_PERSON' AND answered_at IS NULL;
-- "Mine": a caseworker's messages, oldest first.
CREATE INDEX secure_messages_assigned_idx ON secure_messages (assigned_to, created_at) WHERE assigned_to IS NOT NULL;
