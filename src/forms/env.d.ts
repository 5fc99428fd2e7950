interface ImportMetaEnv {
  /**
   * The hosted form service's address from the FORM_SERVICE_URL environment variable at build time
   * (set by scripts/lib/vite/forms.ts); empty when the variable is not set.
   */
  readonly FORM_SERVICE_URL?: string;
  /** ANALYTICS at build time (scripts/lib/vite/analytics.ts): 'vercel', 'off', or '' to follow site.json. */
  readonly ANALYTICS?: string;
}
