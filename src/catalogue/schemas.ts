/**
 * What the block catalogue shows of each block type, read from the schemas alone: a new schema in
 * schemas/blocks/ appears in the catalogue with no other change.
 */
import type { Block } from '../generated/content.ts';

interface PropertySchema {
  description?: string;
  $ref?: string;
}

interface BlockSchema {
  description: string;
  required?: string[];
  properties: Record<string, PropertySchema>;
  examples?: Block[];
}

export interface CatalogueField {
  name: string;
  description: string;
  required: boolean;
}

export interface CatalogueEntry {
  type: string;
  description: string;
  fields: CatalogueField[];
  examples: Block[];
}

const blockSchemas = import.meta.glob<BlockSchema>('../../schemas/blocks/*.schema.json', { eager: true, import: 'default' });
const defSchemas = import.meta.glob<PropertySchema>('../../schemas/defs/*.schema.json', { eager: true, import: 'default' });

/** A property's own description, or that of the shared definition it refers to. */
function describe(property: PropertySchema): string {
  if (property.description) return property.description;
  const name = property.$ref?.split('/').pop();
  return (name && defSchemas[`../../schemas/defs/${name}`]?.description) ?? '';
}

export const catalogue: CatalogueEntry[] = Object.entries(blockSchemas)
  .map(([file, schema]) => ({
    type: file.replace(/^.*\/|\.schema\.json$/g, ''),
    description: schema.description,
    fields: Object.entries(schema.properties).map(([name, property]) => ({
      name,
      description: describe(property),
      required: schema.required?.includes(name) ?? false,
    })),
    examples: schema.examples ?? [],
  }))
  .sort((a, b) => a.type.localeCompare(b.type));
