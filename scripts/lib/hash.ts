import { createHash } from 'node:crypto';

/** The SHA-256 of some bytes or text, in hex: the one fingerprint the scripts use for files and their inputs. */
export const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');
