-- What was typed on the page where "Save and exit" was pressed, kept as typed (checked or not),
-- encrypted like the other answers, and shown again on resume until the page is saved.
ALTER TABLE application_drafts ADD COLUMN save_exit_answers_enc text;
