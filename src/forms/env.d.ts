interface ImportMetaEnv {
  /**
   * The hosted form service's address from the FORM_SERVICE_URL environment variable at build time
   * (set by scripts/lib/vite-forms.ts); empty when the variable is not set.
   */
  readonly FORM_SERVICE_URL?: string;
}
