/**
 * Fills {name} placeholders in content text with values: a collection route's page title with its
 * entry's fields, a label such as "{shown} of {total}" with counts. A name with no value stays as written.
 */
export const fillPlaceholders = (text: string, values: object): string =>
  text.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, unknown>)[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
