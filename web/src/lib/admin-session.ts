import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';

/*
 * The admin token, kept in localStorage under the key the spec fixes (adminToken). Every
 * access is guarded: pre-rendering has no window, and a browser may refuse storage.
 */

export function readAdminToken(): string | null {
  try {
    return typeof window === 'undefined'
      ? null
      : window.localStorage.getItem(STORAGE_KEYS.adminToken);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.adminToken, token);
  } catch {
    // Storage refused (private mode, quota): the session lasts as long as this page.
  }
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.adminToken);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
