// The file itself, not the domain's index: the shell's start script reads the language through
// this module before any shared module may run (shared/src/start).
import { DEFAULT_LANGUAGE, isLanguage, ROLES, type Language, type Role } from '../domain/roles';
import { isExpiredAt } from '../domain/format';
import { VIEW_COOKIE, viewName } from '../domain/first-paint';

/**
 * The only module that reads or writes the browser storage keys (docs/product.md §6).
 * Everything else goes through the auth slice (which persists via the session listener), the
 * language helpers in '@wallet/shared/i18n' or the form-draft helpers below.
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
  rememberView();
}

export function clearMemberSession(): void {
  remove(STORAGE_KEYS.memberToken);
  remove(STORAGE_KEYS.role);
  remove(STORAGE_KEYS.expiry);
  rememberView();
}

export function readAdminToken(): string | null {
  return read(STORAGE_KEYS.adminToken) || null;
}

export function writeAdminToken(token: string): void {
  write(STORAGE_KEYS.adminToken, token);
  rememberView();
}

export function clearAdminToken(): void {
  remove(STORAGE_KEYS.adminToken);
  rememberView();
}

/** The stored interface language, or null when none (or an unknown one) is stored. */
export function readLanguage(): Language | null {
  const value = read(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

export function writeLanguage(language: Language): void {
  write(STORAGE_KEYS.language, language);
  rememberView();
}

/**
 * Writes the view hint (domain/first-paint.ts) from what this tab holds, and answers it: called
 * whenever the language or a session is stored or cleared, and by the shell at start, so the next
 * page load from this browser is sent the first paint drawn for what it will show. A member
 * session counts as the app counts it (any role), until its expiry.
 */
export function rememberView(): string {
  const session = readMemberSession();
  const view = viewName({
    language: readLanguage() ?? DEFAULT_LANGUAGE,
    member: session !== null && !isExpiredAt(session.expiry, Date.now()),
    admin: readAdminToken() !== null,
  });
  if (typeof document !== 'undefined') {
    const secure = location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${VIEW_COOKIE}=${view}; path=/; max-age=31536000; samesite=lax${secure}`;
  }
  return view;
}

/**
 * What a member typed into a form, kept for this tab (sessionStorage) until it is sent, so a
 * reload (a new release of the site, a failed page file) does not lose it. Only texts are kept,
 * never a password; the drafts go when a member session starts or ends.
 */
const DRAFT_PREFIX = 'draft:';

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export type FormDraft = Record<string, string>;

export function readFormDraft(form: string): FormDraft | null {
  try {
    const parsed: unknown = JSON.parse(sessionStore()?.getItem(DRAFT_PREFIX + form) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return null;
  }
}

export function writeFormDraft(form: string, draft: FormDraft): void {
  try {
    sessionStore()?.setItem(DRAFT_PREFIX + form, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only a reload would lose the draft.
  }
}

export function clearFormDraft(form: string): void {
  try {
    sessionStore()?.removeItem(DRAFT_PREFIX + form);
  } catch {
    // Nothing to do: the draft cannot be there either.
  }
}

/** Every form's draft: another member may use this tab next. */
export function clearFormDrafts(): void {
  const store = sessionStore();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) store.removeItem(key);
  } catch {
    // Blocked storage holds no drafts.
  }
}
