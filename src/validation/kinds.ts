/**
 * Every kind of content problem the gate reports, with what docs/content-errors.md says of it. The
 * page is generated from this table (`npm run content-errors`), and a unit test keeps the two the same,
 * so no kind goes undocumented.
 */
export interface ProblemKind {
  /** The section's heading. */
  title: string;
  /** The rule, and why it exists. */
  rule: string;
  /** A small example that breaks the rule, and the same example put right (JSON, or a note in words). */
  wrong: string;
  right: string;
  fix: string;
}

export const PROBLEM_KINDS = {
  'json-syntax': {
    title: 'Broken JSON',
    rule: 'A content file must be JSON that parses: quotes around keys and text, commas between items and none after the last, brackets that close.',
    wrong: '{ "title": "Our promise", }',
    right: '{ "title": "Our promise" }',
    fix: 'Look at the place named and just before it: a comma after the last item is pointed at itself, a missing comma at the end of the line before.',
  },
  'too-deep': {
    title: 'Nested too deeply',
    rule: 'Content never needs more than a few dozen levels of objects and lists; a file nested hundreds of levels deep is a paste gone wrong, and cannot be checked.',
    wrong: '[[[[[[[[[[[[ … thousands of levels … ]]]]]]]]]]]]',
    right: '{ "blocks": [ { "type": "text-section", … } ] }',
    fix: 'Remove the extra brackets from the place named; restore the file from version control if it was damaged.',
  },
  'file-too-large': {
    title: 'File too large',
    rule: 'One content file holds one page, a collection or the site settings: a few hundred kilobytes at most (1 MB is the limit). A larger file is a paste gone wrong, and would be sent to every visitor. The route manifest, content/routes.json, grows with the site and may reach 64 MB, about a million routes.',
    wrong: 'content/pages/home.json of 5 MB',
    right: 'content/pages/home.json of 20 kB',
    fix: 'Find the long value (often a pasted picture or document) and remove it; split a very long page into several pages.',
  },
  'file-encoding': {
    title: 'File not saved as UTF-8',
    rule: 'Content files are UTF-8 text without a byte-order mark.',
    wrong: 'A file saved as UTF-16, or as UTF-8 with a BOM, or with a character in another encoding',
    right: 'The same file saved as UTF-8',
    fix: 'In VS Code: the encoding in the status bar › Save with Encoding › UTF-8.',
  },
  'missing-file': {
    title: 'Missing file',
    rule: 'content/site.json and content/routes.json must exist: every page needs them.',
    wrong: 'content/ without routes.json',
    right: 'content/routes.json restored',
    fix: 'Restore the file from version control.',
  },
  'duplicate-key': {
    title: 'Key given twice',
    rule: 'A key may appear once in an object: JSON keeps only the last one silently.',
    wrong: '{ "title": "Old", "title": "New" }',
    right: '{ "title": "New" }',
    fix: 'Keep one of the two.',
  },
  'missing-property': {
    title: 'Missing property',
    rule: 'Each block and object has fields it cannot do without; the message names the field and what it is for.',
    wrong: '{ "type": "cta", "title": "Talk to us" }',
    right: '{ "type": "cta", "title": "Talk to us", "actions": [{ "label": "Call", "href": "/contact" }] }',
    fix: 'Add the field named to the object pointed at.',
  },
  'unknown-property': {
    title: 'Unknown property',
    rule: 'Objects take only the fields their schema names, so that a typo is never silently ignored.',
    wrong: '{ "type": "hero", "titel": "Welcome" }',
    right: '{ "type": "hero", "title": "Welcome" }',
    fix: 'Correct the name (the message suggests the closest one) or remove it.',
  },
  'missing-block-type': {
    title: 'Block without a type',
    rule: 'Every block names its type, which decides what else it may hold.',
    wrong: '{ "title": "Welcome" }',
    right: '{ "type": "hero", "title": "Welcome", … }',
    fix: 'Add "type" with one of the block types listed in the message.',
  },
  'unknown-block-type': {
    title: 'Unknown block type',
    rule: 'A block type must be one of the site’s block types (schemas/blocks/).',
    wrong: '{ "type": "heor" }',
    right: '{ "type": "hero" }',
    fix: 'Use one of the types listed in the message.',
  },
  'not-allowed': {
    title: 'Value not allowed',
    rule: 'Some fields take one of a few values (a size, a variant): anything else would look wrong or do nothing.',
    wrong: '{ "size": "ful" }',
    right: '{ "size": "full" }',
    fix: 'Use one of the allowed values listed in the message.',
  },
  'wrong-constant': {
    title: 'Wrong fixed value',
    rule: 'A few fields must hold exactly one value.',
    wrong: '{ "version": 2 }',
    right: '{ "version": 1 }',
    fix: 'Write the value the message names.',
  },
  'wrong-type': {
    title: 'Wrong type',
    rule: 'Each field holds one kind of value: text, a number, true or false, a list or an object.',
    wrong: '{ "title": 2026 }',
    right: '{ "title": "2026" }',
    fix: 'Write the kind of value the message names; text goes in quotes. For an object or a list, the message shows its shape.',
  },
  'missing-slash': {
    title: 'Path without its leading slash',
    rule: 'Paths of the site start with a slash.',
    wrong: '{ "routes": { "about": "about" } }',
    right: '{ "routes": { "/about": "about" } }',
    fix: 'Put a slash in front, as the message shows.',
  },
  'wrong-form': {
    title: 'Value not in the expected form',
    rule: 'Some text must have a form: an id in lowercase words joined by hyphens, a path that starts with one slash, a plain https:// origin, a date.',
    wrong: '{ "scriptPath": "//evil.example/script.js" }',
    right: '{ "scriptPath": "/_vercel/insights/script.js" }',
    fix: 'Write the value in the form the message describes.',
  },
  'bad-key': {
    title: 'Key not allowed',
    rule: 'Objects whose keys you choose (routes, topics) still take keys of a certain form and length.',
    wrong: '{ "topics": { "a very long key of thousands of characters …": "…" } }',
    right: '{ "topics": { "weddings": "Weddings" } }',
    fix: 'Rename the key as the message says.',
  },
  'schema-rule': {
    title: 'Other schema rule',
    rule: 'A value breaks a rule of its schema not covered above (a list too short, a number too small).',
    wrong: '{ "slides": [] }',
    right: '{ "slides": [{ "title": "Paris", … }] }',
    fix: 'Do what the message says.',
  },
  'dead-link': {
    title: 'Link that leads nowhere',
    rule: 'Every link inside the site points at a route, an alias or a planned path of content/routes.json (or an entry of a collection route).',
    wrong: '{ "href": "/contcat" }',
    right: '{ "href": "/contact" }',
    fix: 'Correct the path (the message suggests the closest one), or add the path to content/routes.json.',
  },
  'missing-anchor': {
    title: 'Link to an anchor that does not exist',
    rule: 'A link to #id points at a block with that "id", on this page or on the page linked.',
    wrong: '{ "href": "/faqs#payments" } with no block "id": "payments" on /faqs',
    right: '{ "href": "/faqs#payment" }',
    fix: 'Give the block the "id", or link to one of the ids the message lists.',
  },
  'unknown-topic': {
    title: 'Contact topic that does not exist',
    rule: 'A link such as /contact?topic=weddings names a topic of the contact form on that page.',
    wrong: '{ "href": "/contact?topic=wedings" }',
    right: '{ "href": "/contact?topic=weddings" }',
    fix: 'Name one of the topics listed, or add the topic to the form.',
  },
  'bad-link': {
    title: 'Phone or email link not in the right form',
    rule: 'A tel: link holds the number with its country code, digits only; a mailto: link holds one address.',
    wrong: '{ "href": "tel:(239) 555-0148" }',
    right: '{ "href": "tel:+12395550148" }',
    fix: 'Write the link as the message shows.',
  },
  'missing-image': {
    title: 'Picture or file that does not exist',
    rule: 'Every picture and file content names exists under public/.',
    wrong: '{ "src": "/images/home/pari.jpg" }',
    right: '{ "src": "/images/home/paris.jpg" }',
    fix: 'Put the file in public/, or correct the path (the message suggests a file of the same folder).',
  },
  'duplicate-id': {
    title: 'Id used twice',
    rule: 'Block ids are unique on a page, and entry ids in a collection.',
    wrong: '[{ "type": "faq", "id": "faq" }, { "type": "steps", "id": "faq" }]',
    right: '[{ "type": "faq", "id": "faq" }, { "type": "steps", "id": "steps" }]',
    fix: 'Give one of them another id.',
  },
  'too-long': {
    title: 'Text too long',
    rule: 'Each kind of text has a longest length (2,000 characters for a text field, 10,000 for rich text, 2,048 for a link): anything longer is a paste gone wrong.',
    wrong: '{ "text": "… 50,000 characters …" }',
    right: '{ "text": "… a few paragraphs …" }',
    fix: 'Shorten it, or split it into several paragraphs or blocks.',
  },
  'html-in-text': {
    title: 'HTML in rich text',
    rule: 'Content is text, never HTML: a tag would show as text.',
    wrong: '{ "text": "<b>Free</b> upgrades" }',
    right: '{ "text": "**Free** upgrades" }',
    fix: 'Use `**bold**`, `*italic*` and `[a link](/contact)`.',
  },
  'unknown-collection': {
    title: 'Collection that does not exist',
    rule: 'A block or route names a collection of content/data/, which has a schema in schemas/collections/.',
    wrong: '{ "collection": "romos" }',
    right: '{ "collection": "rooms" }',
    fix: 'Name one of the collections listed, or add the collection and its schema.',
  },
  'missing-entry': {
    title: 'Entry that does not exist',
    rule: 'A block or link names entries of a collection by their ids.',
    wrong: '{ "collection": "rooms", "ids": ["7"] }',
    right: '{ "collection": "rooms", "ids": ["6"] }',
    fix: 'Name an entry that exists (the message lists them).',
  },
  'unknown-field': {
    title: 'Field that a collection does not have',
    rule: 'Sorting, filtering and {placeholders} name fields of the collection’s entries.',
    wrong: '{ "sort": { "by": "prise" } }',
    right: '{ "sort": { "by": "price" } }',
    fix: 'Name one of the fields listed.',
  },
  'unknown-frame': {
    title: 'Frame that does not exist',
    rule: 'A page’s "frame" names a file of content/frames/.',
    wrong: '{ "frame": "seabrezee" }',
    right: '{ "frame": "seabreeze" }',
    fix: 'Name one of the frames listed.',
  },
  'unrouted-page': {
    title: 'Page without a route',
    rule: 'Every file in content/pages/ is shown at some address of content/routes.json.',
    wrong: 'content/pages/offers.json with no route to "offers"',
    right: '"routes": { "/offers": "offers" } in content/routes.json',
    fix: 'Add the route the message suggests, or delete the file.',
  },
  'missing-page': {
    title: 'Route to a page that does not exist',
    rule: 'Routes, the fallback and collection routes name files of content/pages/.',
    wrong: '"routes": { "/offers": "ofers" }',
    right: '"routes": { "/offers": "offers" }',
    fix: 'Correct the page id, or create content/pages/<id>.json (`npm run new-page`).',
  },
  'bad-alias': {
    title: 'Alias that does not lead to a route',
    rule: 'An alias is another address of a route: it points at a route, is not itself a route or a planned path, and is never part of a chain or loop.',
    wrong: '"aliases": { "/old": "/older" }, with /older another alias',
    right: '"aliases": { "/old": "/about" }',
    fix: 'Point the alias at a route, or remove the clash the message names.',
  },
  'planned-is-route': {
    title: 'Planned path that is a route',
    rule: 'A planned path is one that has no page yet; once it has a route it leaves the list.',
    wrong: '"planned": ["/journal"] with a route /journal',
    right: '"planned": []',
    fix: 'Remove it from "planned".',
  },
  'no-collection-schema': {
    title: 'Collection without a schema',
    rule: 'Each file in content/data/ is described by schemas/collections/<name>.schema.json.',
    wrong: 'content/data/tours.json with no schemas/collections/tours.schema.json',
    right: 'Both files',
    fix: 'Add the schema, or rename the file to a collection that has one.',
  },
  'embed-origin': {
    title: 'Embedded site not allowed',
    rule: 'A frame or widget loads only from the sites listed under "embeds" in content/site.json: the security policy of every page is made from that list.',
    wrong: '{ "type": "embed-frame", "src": "https://maps.example/…" } with maps.example not listed',
    right: '"embeds": { "frames": ["https://maps.example"] } in content/site.json',
    fix: 'Add the origin to "embeds" in content/site.json, or use an allowed site.',
  },
  'unknown-form': {
    title: 'Form id that the site does not declare',
    rule: 'A contact form posts to a form id content/site.json declares, so that the site’s endpoint accepts it.',
    wrong: '{ "type": "contact-form", "formId": "weddings" }',
    right: '"forms": { "otherContactFormIds": ["weddings"] } in content/site.json',
    fix: 'Add the id to "forms" › "otherContactFormIds", or name a declared form.',
  },
  'table-cells': {
    title: 'Table row with the wrong number of cells',
    rule: 'Each row of a comparison table has one cell per column, in the same order.',
    wrong: '{ "columns": ["Suite", "Villa"], "rows": [{ "label": "Rooms", "cells": ["2"] }] }',
    right: '{ "columns": ["Suite", "Villa"], "rows": [{ "label": "Rooms", "cells": ["2", "4"] }] }',
    fix: 'Give the row one cell per column.',
  },
  'featured-twice': {
    title: 'Two featured items',
    rule: 'A featured list shows one item large.',
    wrong: '[{ "featured": true, … }, { "featured": true, … }]',
    right: '[{ "featured": true, … }, { … }]',
    fix: 'Remove "featured" from all items but one.',
  },
  'unused-image': {
    title: 'Picture that nothing uses (warning)',
    rule: 'A picture in public/images that no content names is left over; it is only a warning, since a picture may come before its page.',
    wrong: 'public/images/old/hero.jpg, named nowhere',
    right: 'The file deleted, or named by a page',
    fix: 'Use the picture, or delete the file.',
  },
} as const satisfies Record<string, ProblemKind>;

export type ProblemCode = keyof typeof PROBLEM_KINDS;
