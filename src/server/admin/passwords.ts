/**
 * Passwords: the rules a new one must meet, its strength, and its hash.
 *
 * Hashes are Argon2id with OWASP's minimum (19 MiB of memory, 2 passes, 1 lane). Each hash takes tens
 * of milliseconds of a core and 19 MiB, so only a few run at once (`MAX_HASHES_AT_ONCE`); the rest
 * wait their turn, and a burst of sign-ins cannot take the server's memory. A hash made with other
 * settings still verifies, and is made again with these at the next sign-in (`needsRehash`).
 */
import { hash, parseOptions, verify } from '@node-rs/argon2';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const MIN_PASSWORD_LENGTH = 12;
/** Longer passwords are refused before they are hashed: a megabyte of text is no password. */
export const MAX_PASSWORD_LENGTH = 256;
const MAX_HASHES_AT_ONCE = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than MAX_HASHES_AT_ONCE others run. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` never drops below what is in use.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export const hashPassword = (password: string): Promise<string> => inTurn(() => hash(password, HASH_OPTIONS));

/** Whether the password is the one hashed; false for a hash that cannot be read. */
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  inTurn(() => verify(passwordHash, password).catch(() => false));

/** Whether a stored hash was made with other settings than today's, and should be made again. */
export function needsRehash(passwordHash: string): boolean {
  if (!passwordHash.startsWith('$argon2id$')) return true;
  const options = parseOptions(passwordHash);
  return (
    options.memoryCost !== HASH_OPTIONS.memoryCost ||
    options.timeCost !== HASH_OPTIONS.timeCost ||
    options.parallelism !== HASH_OPTIONS.parallelism
  );
}

/**
 * Verified against when no account has the email given, so that a sign-in with an unknown email
 * takes as long as one with a wrong password and tells nothing about which addresses have accounts.
 */
let standIn: Promise<string> | undefined;
export const standInHash = (): Promise<string> => (standIn ??= hashPassword('no account has this password, ever'));

zxcvbnOptions.setOptions({ dictionary, graphs: adjacencyGraphs });
const COMMON = new Set(dictionary.passwords);

/** 0 (guessed at once) to 4 (very hard to guess), with a word for people. */
export interface Strength {
  score: 0 | 1 | 2 | 3 | 4;
  words: string;
}
const STRENGTH_WORDS = ['very weak', 'weak', 'fair', 'strong', 'very strong'];

/**
 * The strength of a password as an attacker with lists of leaked passwords and words would see it;
 * `personal` are words the attacker would try first (the person's name and email, the site's name).
 */
export function strengthOf(password: string, personal: string[]): Strength {
  const { score } = zxcvbn(password.slice(0, MAX_PASSWORD_LENGTH), personal);
  return { score, words: STRENGTH_WORDS[score] };
}

/** Parts of an email or a name worth refusing in a password: `maria.lopez@agency.example` → maria, lopez, agency. */
export function personalWords(texts: string[]): string[] {
  const words = texts.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words.filter((word) => word.length >= 3 && !['example', 'com', 'org', 'net'].includes(word)))];
}

/**
 * Why a new password is refused, in words for the person choosing it, or null when it is accepted.
 * `personal`: the email, name and site name it must not contain.
 */
export function passwordProblem(password: string, personal: string[]): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    return `Please use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${length}). A few unrelated words make a long password that is easy to remember.`;
  if (length > MAX_PASSWORD_LENGTH) return `Please use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower))
    return 'This password is on the lists of common passwords that attackers try first. Please choose another.';
  const word = personalWords(personal).find((w) => lower.includes(w));
  if (word)
    return `Please choose a password that does not contain “${word}”: it is part of your name, your email or the site’s name, and would be tried first.`;
  const { score } = strengthOf(password, personalWords(personal));
  if (score < 3)
    return 'This password would be easy to guess (it is close to common passwords, words or keyboard patterns). Add a few more unrelated words.';
  return null;
}
