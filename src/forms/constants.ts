/** The small facts of the forms protocol that the first-loaded code, the engine and the server share. */

/** The path prefix of the site's own form endpoint; the server and the dev plugin mount it here. */
export const EMBEDDED_FORMS_PATH = '/api/forms';

/** A field bots fill and people never see; a submission that fills it is accepted and dropped. */
export const HONEYPOT_FIELD = '_gotcha';

/**
 * The id the browser gives each submission (kept with the draft until it is sent), so that a retry
 * after a lost answer is recognised and stored once. A body field rather than an Idempotency-Key
 * header, so that hosted services receive it without a CORS allowance for a custom header.
 */
export const SUBMISSION_ID_FIELD = '_submissionId';
/** What a submission id looks like: a UUID, or any 8 to 64 letters, digits and hyphens. */
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** Shown when even the code that sends a form cannot be downloaded: the connection is the likeliest cause. */
export const NETWORK_FAILURE_MESSAGE = 'We could not reach our server. Please check your connection and try again.';
