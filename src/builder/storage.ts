// `elementorFrontend.storage`: Elementor's one browser-storage entry (core/common/assets/js/utils/storage.js),
// a JSON object under the key `elementor` in localStorage (or sessionStorage with `{ session: true }`), whose
// `__expiration` object holds each expiring key's end time in ms. Popups record "shown" and "do not show
// again" here, so the bundle must read and write the entry the legacy script left.

const ENTRY = 'elementor';

export interface StorageOptions {
  /** sessionStorage instead of localStorage. */
  readonly session?: boolean;
  /** Forget the key after this many seconds. */
  readonly lifetimeInSeconds?: number;
}

type Entry = Record<string, unknown> & { __expiration: Record<string, number> };

function storageOf(session = false): Storage | undefined {
  try {
    return session ? sessionStorage : localStorage;
  } catch {
    return undefined; // storage refused (a privacy setting): nothing is remembered
  }
}

function readEntry(storage: Storage): Entry {
  let entry: unknown;
  try {
    entry = JSON.parse(storage.getItem(ENTRY) ?? '{}');
  } catch {
    console.error(`[shop-islands] the "${ENTRY}" storage entry is not valid JSON; it is started again`);
  }
  const object = typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? (entry as Record<string, unknown>) : {};
  const expiration = object.__expiration;
  return { ...object, __expiration: typeof expiration === 'object' && expiration !== null ? (expiration as Record<string, number>) : {} };
}

function save(storage: Storage, entry: Entry): void {
  try {
    storage.setItem(ENTRY, JSON.stringify(entry));
  } catch (error) {
    console.warn(`[shop-islands] the "${ENTRY}" storage entry could not be saved: ${(error as Error).message}`);
  }
}

/** The entry with its expired keys removed (and saved so when any were). */
function liveEntry(storage: Storage, now = Date.now()): Entry {
  const entry = readEntry(storage);
  const expired = Object.entries(entry.__expiration).filter(([, end]) => new Date(end).getTime() < now);
  for (const [key] of expired) {
    delete entry[key];
    delete entry.__expiration[key];
  }
  if (expired.length) save(storage, entry);
  return entry;
}

export interface BuilderStorage {
  /** A key's value; without a key, the whole entry. */
  get(key?: string | null, options?: StorageOptions): unknown;
  set(key: string, value: unknown, options?: StorageOptions): void;
}

export const builderStorage: BuilderStorage = {
  get(key, options = {}) {
    const storage = storageOf(options.session);
    if (!storage) return key ? undefined : {};
    const entry = liveEntry(storage);
    return key ? entry[key] : entry;
  },
  set(key, value, options = {}) {
    const storage = storageOf(options.session);
    if (!storage) return;
    const entry = liveEntry(storage);
    entry[key] = value;
    if (options.lifetimeInSeconds) entry.__expiration[key] = Date.now() + options.lifetimeInSeconds * 1000;
    save(storage, entry);
  },
};
