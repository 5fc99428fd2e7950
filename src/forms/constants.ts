/** The small facts of the forms protocol that the first-loaded code, the engine and the server share. */

/** The path prefix of the site's own form endpoint; the server and the dev plugin mount it here. */
export const EMBEDDED_FORMS_PATH = '/api/forms';

/** A field bots fill and people never see; a submission that fills it is accepted and dropped. */
export const HONEYPOT_FIELD = '_gotcha';

/** Shown when even the code that sends a form cannot be downloaded: the connection is the likeliest cause. */
export const NETWORK_FAILURE_MESSAGE = 'We could not reach our server. Please check your connection and try again.';
