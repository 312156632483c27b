// How the settings globals are read: WordPress prints them with wp_localize_script, which turns every
// top-level scalar into a string (true → "1", false → "", 5000 → "5000"); the schemas accept both the
// strings and real JSON types. Each reader is parsed once (memo) and completed with defaults.
import * as z from 'zod/mini';

export const LOG_PREFIX = '[shop-islands]';

export const text = z.string();
/** "1" / "yes" / true → true; "" / "0" / "no" / false → false. */
export const wpBoolean = z.pipe(
  z.union([z.boolean(), z.enum(['1', '', '0', 'yes', 'no', 'true', 'false'])]),
  z.transform((value) => value === true || value === '1' || value === 'yes' || value === 'true'),
);
/** "5000" or 5000 → 5000. */
export const wpNumber = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  z.transform((value) => Number(value)),
);

export type FieldSchemas<T> = { [K in keyof T]: z.ZodMiniType<T[K], unknown> };

const reported = new Set<string>();
export function reportOnce(key: string, log: () => void): void {
  if (reported.has(key)) return;
  reported.add(key);
  log();
}

/**
 * Reads an object field by field: a missing field takes its default, a malformed one takes its default
 * and logs one console error naming it (`fieldName(key)`).
 */
export function readFields<T extends object>(raw: object, fields: FieldSchemas<T>, defaults: T, fieldName: (key: string) => string): T {
  const result = { ...defaults };
  for (const key of Object.keys(fields) as (keyof T)[]) {
    const value = (raw as Record<string, unknown>)[key as string];
    if (value === undefined) continue;
    const parsed = fields[key].safeParse(value);
    if (parsed.success) result[key] = parsed.data;
    else {
      const name = fieldName(String(key));
      reportOnce(name, () => console.error(`${LOG_PREFIX} ${name} is invalid (${JSON.stringify(value)}); using ${JSON.stringify(defaults[key])}`));
    }
  }
  return result;
}

/**
 * Reads `window[name]` field by field: a missing global or field takes its default, a malformed field
 * takes its default and logs one console error naming it.
 */
export function readGlobal<T extends object>(name: string, fields: FieldSchemas<T>, defaults: T): T {
  const raw: unknown = (window as unknown as Record<string, unknown>)[name];
  if (raw === undefined) {
    reportOnce(name, () => console.warn(`${LOG_PREFIX} window.${name} is missing; using defaults`, defaults));
    return { ...defaults };
  }
  if (typeof raw !== 'object' || raw === null) {
    reportOnce(name, () => console.error(`${LOG_PREFIX} window.${name} must be an object, got ${typeof raw}; using defaults`));
    return { ...defaults };
  }
  return readFields(raw, fields, defaults, (key) => `window.${name}.${key}`);
}

const readers: { reset(): void }[] = [];

/** A reader that parses once; `resetSettings` makes every reader parse again. */
export function memo<T>(read: () => T): (() => T) & { reset(): void } {
  let value: T | undefined;
  const reader = Object.assign(() => (value ??= read()), { reset: () => void (value = undefined) });
  readers.push(reader);
  return reader;
}

/** Forgets every parsed global and the page config, and the errors already reported (tests change them between cases). */
export function resetSettings(): void {
  reported.clear();
  for (const reader of readers) reader.reset();
}
