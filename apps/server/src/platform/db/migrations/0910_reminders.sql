-- Reminders before something is missed (issue "No one loses benefits for a missed form"). One row
-- per person, task, thing and step of the schedule (packages/contracts reminders.ts): the unique
-- key is claimed with INSERT … ON CONFLICT DO NOTHING before anything is sent, so a reminder is
-- never sent twice, even by two scheduler processes at once. A step whose thing is done is
-- recorded CANCELLED (and so is never sent later).
CREATE TABLE reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- ReminderTask: RENEWAL, DOCUMENTS, APPEAL_WINDOW, HEARING, CHANGE_REPORT, APPLICATION_DRAFT.
  task text NOT NULL,
  -- The thing reminded of: a case, document request, decision, hearing, change report or draft.
  subject_id text NOT NULL,
  -- The schedule step's key ('due-14').
  step text NOT NULL,
  -- The day the thing is due (YYYY-MM-DD), named in the message.
  due_day date NOT NULL,
  -- When the step was due, and when it was sent (null while deferred or when cancelled).
  due_at timestamp with time zone NOT NULL,
  -- SENT, DEFERRED (quiet hours or the daily cap), CANCELLED (the thing was done).
  status text NOT NULL,
  -- TEXT, EMAIL or PAPER; null when cancelled.
  channel text,
  sent_at timestamp with time zone,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX reminders_once_idx ON reminders (user_id, task, subject_id, step);
CREATE INDEX reminders_user_sent_idx ON reminders (user_id, sent_at);
