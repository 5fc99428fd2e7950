-- The back office's accounts, invitations, sessions and audit log, and the forms' submissions.
-- Times the back office compares are milliseconds since 1970 (bigint), as its code keeps them; times
-- people read are timestamptz.

CREATE TABLE admin_accounts (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  role text NOT NULL,
  password_hash text,
  disabled boolean NOT NULL,
  totp_secret text,
  totp_last_step bigint,
  recovery_codes text[],
  passkeys jsonb,
  created_at timestamptz NOT NULL
);

CREATE TABLE admin_invitations (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX admin_invitations_account ON admin_invitations (account_id);

CREATE TABLE admin_sessions (
  id_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  confirmed_at bigint NOT NULL,
  address text NOT NULL,
  pending boolean NOT NULL DEFAULT false,
  challenge text
);
CREATE INDEX admin_sessions_account ON admin_sessions (account_id);
CREATE INDEX admin_sessions_created ON admin_sessions (created_at);

CREATE TABLE admin_audit (
  seq bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  action text NOT NULL,
  actor text,
  address text,
  subject text,
  detail text
);

-- The audit log is append-only: the database itself refuses to change or remove an entry.
CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: its entries cannot be changed or removed.';
END;
$$;
CREATE TRIGGER admin_audit_append_only BEFORE UPDATE OR DELETE ON admin_audit
  FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();

CREATE TABLE form_submissions (
  form text NOT NULL,
  id text NOT NULL,
  received_at timestamptz NOT NULL,
  fields jsonb NOT NULL,
  -- The order of arrival among submissions received in the same microsecond.
  seq bigserial NOT NULL UNIQUE,
  PRIMARY KEY (form, id)
);
CREATE INDEX form_submissions_received ON form_submissions (received_at, seq);
