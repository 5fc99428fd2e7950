/**
 * `value` as JSON for the text of a `<script>` element in a page's HTML (page data, structured data, the
 * editor's preview): "<" is escaped, so that no text in it can close the element.
 */
export const jsonInScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
