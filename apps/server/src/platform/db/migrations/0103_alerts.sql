-- Alerts opt-in: the department's text and e-mail reminders, chosen per account.
CREATE TABLE alert_preferences (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  person_id uuid REFERENCES persons(id) ON DELETE SET NULL,
  department text NOT NULL,
  by_email boolean NOT NULL,
  by_sms boolean NOT NULL,
  email_address text,
  phone_number text,
  topics jsonb NOT NULL,
  updated_at timestamp with time zone NOT NULL
);
