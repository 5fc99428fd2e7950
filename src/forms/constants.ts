/** The small facts of the forms protocol that the first-loaded code, the engine and the server share. */

/** The path prefix of the site's own form endpoint; the server and the dev plugin mount it here. */
export const EMBEDDED_FORMS_PATH = '/api/forms';

/** A field bots fill and people never see; a submission that fills it is accepted and dropped. */
export const HONEYPOT_FIELD = '_gotcha';

/**
 * The path of the page a form is on, sent along by a form posted without JavaScript, so that the
 * answer leads back to it (a redirect on success, the page filled in again on a refusal).
 */
export const PAGE_FIELD = '_page';

/** The id of a form's confirmation, which a success redirect's #fragment shows without JavaScript (CSS :target). */
export const sentAnchor = (formId: string): string => `sent-${formId.replace(/[^\w-]/g, '_')}`;

/** Marks a form's slot for a message about the whole submission, filled in by the server for a page sent without JavaScript. */
export const FORM_MESSAGE_ATTRIBUTE = 'data-form-message';

/**
 * The id the browser gives each submission (kept with the draft until it is sent), so that a retry
 * after a lost answer is recognised and stored once. A body field rather than an Idempotency-Key
 * header, so that hosted services receive it without a CORS allowance for a custom header.
 */
export const SUBMISSION_ID_FIELD = '_submissionId';
/** What a submission id looks like: a UUID, or any 8 to 64 letters, digits and hyphens. */
export const SUBMISSION_ID_PATTERN = /^[A-Z0-9-]{8,64}$/i;

/** Shown when even the code that sends a form cannot be downloaded: the connection is the likeliest cause. */
export const NETWORK_FAILURE_MESSAGE = 'We could not reach our server. Please check your connection and try again.';
