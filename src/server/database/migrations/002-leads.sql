-- What the staff and the server do about a lead after its submission was stored: its status, note,
-- owner, spam verdict, and the mail about it (the outbox is the rows whose mail is pending). A
-- submission without a row here is a new lead that nobody was to be mailed about.

CREATE TABLE lead_states (
  form text NOT NULL,
  id text NOT NULL,
  status text NOT NULL DEFAULT 'new',
  note text NOT NULL DEFAULT '',
  owner text,
  spam text,
  mail_to text[] NOT NULL DEFAULT '{}',
  -- none, pending, sent or failed; mail_at is then when it is due, was sent, or was given up.
  mail_state text NOT NULL DEFAULT 'none',
  mail_at bigint,
  -- When the mail entered the outbox (milliseconds since 1970): it is given up 24 hours after.
  queued_at bigint NOT NULL DEFAULT 0,
  -- A sender that claimed the mail has it until then; no other is given it meanwhile.
  lease_until bigint NOT NULL DEFAULT 0,
  attempts jsonb NOT NULL DEFAULT '[]',
  page text,
  unsubscribed_at bigint,
  PRIMARY KEY (form, id),
  FOREIGN KEY (form, id) REFERENCES form_submissions (form, id) ON DELETE CASCADE
);
CREATE INDEX lead_states_outbox ON lead_states (mail_at) WHERE mail_state = 'pending';

CREATE TABLE lead_settings (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  retention_months integer
);
