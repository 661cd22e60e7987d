import { isLanguage, ROLES, type Language, type Role } from '@wallet/shared/domain';

/**
 * The only module that reads or writes the browser storage keys (docs/product.md §6).
 * Everything else goes through the auth slice (which persists via the session listener) or the
 * language helpers in '@wallet/shared/i18n'.
 */
export const STORAGE_KEYS = {
  language: 'lang',
  adminToken: 'admin_token',
  memberToken: 'token',
  role: 'role',
  /** Epoch seconds, from the login answer's `expiresAt`. */
  expiry: 'expiry',
} as const;

export interface StoredMemberSession {
  token: string;
  role: Role;
  expiry: number;
}

/** localStorage can be missing or throw (private mode, blocked storage): treat that as empty. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the session still works in memory for this page.
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the key cannot be there either.
  }
}

/** The member session, or null when any part is missing or malformed. */
export function readMemberSession(): StoredMemberSession | null {
  const token = read(STORAGE_KEYS.memberToken);
  const role = read(STORAGE_KEYS.role);
  const expiry = Number(read(STORAGE_KEYS.expiry));
  if (!token || !(ROLES as readonly (string | null)[]).includes(role) || !Number.isFinite(expiry)) {
    return null;
  }
  return { token, role: role as Role, expiry };
}

export function writeMemberSession(session: StoredMemberSession): void {
  write(STORAGE_KEYS.memberToken, session.token);
  write(STORAGE_KEYS.role, session.role);
  write(STORAGE_KEYS.expiry, String(session.expiry));
}

export function clearMemberSession(): void {
  remove(STORAGE_KEYS.memberToken);
  remove(STORAGE_KEYS.role);
  remove(STORAGE_KEYS.expiry);
}

export function readAdminToken(): string | null {
  return read(STORAGE_KEYS.adminToken) || null;
}

export function writeAdminToken(token: string): void {
  write(STORAGE_KEYS.adminToken, token);
}

export function clearAdminToken(): void {
  remove(STORAGE_KEYS.adminToken);
}

/** The stored interface language, or null when none (or an unknown one) is stored. */
export function readLanguage(): Language | null {
  const value = read(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

export function writeLanguage(language: Language): void {
  write(STORAGE_KEYS.language, language);
}
