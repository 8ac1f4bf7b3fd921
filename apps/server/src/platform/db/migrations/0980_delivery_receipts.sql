-- Delivery receipts (ADR 0912): what the SMS provider's status callback or an e-mail bounce said
-- of a sent message. delivery is NULL until a receipt comes, then DELIVERED or FAILED (the first
-- final receipt stands); delivery_detail is the provider's status or the bounce's diagnostic.
ALTER TABLE outbox_messages ADD COLUMN delivery text;
ALTER TABLE outbox_messages ADD COLUMN delivery_at timestamp with time zone;
ALTER TABLE outbox_messages ADD COLUMN delivery_detail text;

-- The message a reminder went out as (NULL for a paper letter), so a failed one can go by the
-- next channel: that fallback is itself a reminder row, step "<step>@<channel>", claimed once.
ALTER TABLE reminders ADD COLUMN message_id uuid REFERENCES outbox_messages(id) ON DELETE SET NULL;
CREATE INDEX reminders_message_idx ON reminders (message_id);

-- Failed deliveries to one of a person's phone numbers or addresses. At two it is unreachable
-- (marked_at): reminders skip it and the person is asked to update it; changing it removes the row.
CREATE TABLE unreachable_contacts (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel text NOT NULL,
  recipient text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  marked_at timestamp with time zone,
  updated_at timestamp with time zone NOT NULL,
  PRIMARY KEY (user_id, channel, recipient)
);
