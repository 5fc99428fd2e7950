/* eslint-disable */
/**
 * GENERATED FILE: do not edit. It is made from the files in content/data by `npm run types` (the build
 * runs it too); add or remove a collection's file there and run that command again.
 */
import type { ContentDocuments } from './content.ts';
import journal from '../../content/data/journal.json' with { type: 'json' };
import rooms from '../../content/data/rooms.json' with { type: 'json' };

/** The entries of each collection of content/data, by name. */
export const collections = {
  journal: (journal as Required<ContentDocuments>['journal']).entries,
  rooms: (rooms as Required<ContentDocuments>['rooms']).entries,
};

/** Every entry: here all are loaded already (the browser build loads them from src/content/browser-collections.ts). */
export const loadCollections = async () => collections;

/** Whether every entry is here from the start: so here, not in the browser. */
export const everyEntryIsHere = true;
