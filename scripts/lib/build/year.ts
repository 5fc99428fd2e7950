/** The footer's copyright year: the build's, from SOURCE_DATE_EPOCH when set so a rebuild gives the same bytes. */
export const buildYear = (): number =>
  new Date(process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now()).getUTCFullYear();
