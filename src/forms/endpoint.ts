/**
 * Where the site's forms are sent. The one place that decides it:
 * FORM_SERVICE_URL at build time, else forms.serviceUrl of content/site.json, else the site's own
 * endpoint, which speaks the same protocol (npm start and npm run dev serve it).
 */
import { site } from '../content/site.ts';
import { EMBEDDED_FORMS_PATH } from './constants.ts';

/** The hosted service's address without a trailing slash, or '' when the site receives forms itself. */
export function formServiceUrl(): string {
  // import.meta.env exists in Vite builds only; the server imports this module too.
  const fromBuild = import.meta.env?.FORM_SERVICE_URL ?? '';
  return (fromBuild || site.forms.serviceUrl || '').replace(/\/+$/, '');
}

/** The address a form posts to: {service}/f/{formId}, or /api/forms/f/{formId} on this site. */
export function formEndpoint(formId: string): string {
  return `${formServiceUrl() || EMBEDDED_FORMS_PATH}/f/${encodeURIComponent(formId)}`;
}

export const formIds = { contact: site.forms.contactFormId, newsletter: site.forms.newsletterFormId } as const;
