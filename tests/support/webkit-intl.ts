/**
 * Intl as WebKit has it for the unit tests: en-CA's short numeric date is written month/day/year
 * ("07/01/2026"), where Node and the other engines write 2026-07-01. Restore with vi.restoreAllMocks().
 */
import { vi } from 'vitest';

export function withWebKitEnCa(): void {
  const Original = Intl.DateTimeFormat;
  const Mocked = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new Original(locales === 'en-CA' ? 'en-US' : locales, options);
  } as unknown as typeof Intl.DateTimeFormat;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(Mocked);
}
