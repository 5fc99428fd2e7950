/** What went wrong, in words: an Error's message, or anything else thrown as text. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
