import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';

/**
 * Loads the outbox bar (components/outbox) only while this device holds requests kept
 * offline, now or once another tab keeps one: every other visit pays a storage read.
 * (A form that keeps one starts the bar itself.)
 */
export function startOutboxWhenKept(): void {
  const load = () => {
    if (!kept()) return;
    import('../components/outbox/outbox-bar')
      .then((bar) => bar.startOutbox())
      // Offline with its code not cached: the next page, or `storage` event, tries again.
      .catch(() => undefined);
  };
  load();
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.outbox) load();
  });
}

function kept(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.outbox) !== null;
  } catch {
    return false;
  }
}
