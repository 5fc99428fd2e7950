interface ImportMetaEnv {
  /** The year the site was built (SOURCE_DATE_EPOCH's, for a reproducible build), set by vite.config.ts. */
  readonly BUILD_YEAR?: string;
}
