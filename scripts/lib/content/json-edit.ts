/**
 * Edits of JSON text in place, at the positions @humanwhocodes/momoa reports, so that a file keeps its
 * formatting and everything a person wrote around the change (a re-serialised file would not).
 */
import { parse, type AnyNode, type ArrayNode, type DocumentNode, type MemberNode, type ObjectNode } from '@humanwhocodes/momoa';

export interface Edit {
  start: number;
  end: number;
  text: string;
}

export const parseJsonText = (text: string): DocumentNode => parse(text, { mode: 'json', ranges: true });

const startOf = (node: { loc: { start: { offset: number } } }): number => node.loc.start.offset;
const endOf = (node: { loc: { end: { offset: number } } }): number => node.loc.end.offset;

/** Applies edits that do not overlap, from the last to the first, so that earlier offsets stay true. */
export function applyEdits(text: string, edits: Edit[]): string {
  let result = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

const memberName = (member: MemberNode): string => (member.name.type === 'String' ? member.name.value : member.name.name);

export function member(object: ObjectNode, name: string): MemberNode | undefined {
  return object.members.find((m) => memberName(m) === name);
}

/** The text before `offset` on its line: the indentation of what starts there. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))?.[0] ?? '';
}

/** Adds `"name": value` as the last member of an object, on its own line, indented like its siblings. */
export function appendMember(text: string, object: ObjectNode, name: string, value: unknown): Edit {
  const entry = `${JSON.stringify(name)}: ${JSON.stringify(value)}`;
  const last = object.members.at(-1);
  if (last) return { start: endOf(last), end: endOf(last), text: `,\n${indentAt(text, startOf(last))}${entry}` };
  const outer = indentAt(text, startOf(object));
  return { start: startOf(object), end: endOf(object), text: `{\n${outer}  ${entry}\n${outer}}` };
}

/** Removes one element of an array with the comma that separates it from its neighbour. */
export function removeElement(array: ArrayNode, index: number): Edit {
  const elements = array.elements.map((e) => e.value);
  const element = elements[index];
  if (elements.length === 1) return { start: startOf(array) + 1, end: endOf(array) - 1, text: '' };
  if (index > 0) return { start: endOf(elements[index - 1]), end: endOf(element), text: '' };
  return { start: startOf(element), end: startOf(elements[1]), text: '' };
}

/** Replaces a value (or a member's name) with another JSON value. */
export const replaceNode = (node: AnyNode, value: unknown): Edit => ({
  start: startOf(node),
  end: endOf(node),
  text: JSON.stringify(value),
});

/** Every string value in a document, with its node, for searching. */
export function stringNodes(node: AnyNode): Extract<AnyNode, { type: 'String' }>[] {
  switch (node.type) {
    case 'Document':
      return stringNodes(node.body);
    case 'Object':
      return node.members.flatMap((m) => stringNodes(m.value));
    case 'Array':
      return node.elements.flatMap((e) => stringNodes(e.value));
    case 'String':
      return [node];
    default:
      return [];
  }
}
