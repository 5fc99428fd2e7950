/**
 * Passkeys (WebAuthn): added by someone signed in, then a way to sign in with no password and no code,
 * bound to this site's address so a look-alike site cannot use them. The browser does the ceremony
 * (`/admin/passkeys.js`); this side makes the options and checks the answers.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Account, StoredPasskey } from './store.ts';

/** Where the ceremony happens: the site's origin and its host name (the relying party's id). */
export interface Party {
  origin: string;
  rpID: string;
  name: string;
}

export function registrationOptions(account: Account, party: Party): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: party.name,
    rpID: party.rpID,
    userName: account.email,
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    // A passkey already on the device is not made twice.
    excludeCredentials: (account.passkeys ?? []).map((p) => ({
      id: p.id,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

const parse = <T>(json: string): T | null => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
};

/**
 * The passkey a browser's answer registers, or null when it does not answer `challenge` (or one of the
 * challenges it accepts, each once) for this site.
 */
export async function registeredPasskey(
  json: string,
  challenge: string | ((challenge: string) => boolean),
  party: Party,
  now: number,
): Promise<StoredPasskey | null> {
  const response = parse<RegistrationResponseJSON>(json);
  if (!response) return null;
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: true,
    });
    if (!verified) return null;
    const { credential } = registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports,
      addedAt: now,
    };
  } catch {
    return null;
  }
}

export const authenticationOptions = (party: Party): Promise<PublicKeyCredentialRequestOptionsJSON> =>
  // No list of passkeys: the device offers the ones it has for this site, and the answer names the account.
  generateAuthenticationOptions({ rpID: party.rpID, userVerification: 'required' });

/** The credential id an answer names, to find its account by; null when it is no answer. */
export const answeredId = (json: string): { id: string; response: AuthenticationResponseJSON } | null => {
  const response = parse<AuthenticationResponseJSON>(json);
  return response && typeof response.id === 'string' ? { id: response.id, response } : null;
};

/**
 * The passkey's new signature counter when `response` signs one of the challenges `issued` accepts
 * (each once), for this site, with `passkey`; null otherwise.
 */
export async function verifiedSignIn(
  response: AuthenticationResponseJSON,
  issued: (challenge: string) => boolean,
  party: Party,
  passkey: StoredPasskey,
): Promise<number | null> {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: issued,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    });
    return verified ? authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
