-- nf_counter (issue 12): clicks on a counted link (the voter-registration link of a
-- confirmation), per kind and day. A visit counts once a day (a rate-limit key per session).
CREATE TABLE click_counters (
  counter_type_code text NOT NULL,
  day date NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (counter_type_code, day)
);
