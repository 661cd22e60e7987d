import { formatKstDateTime } from '@wallet/shared/domain';

/*
 * The form's time fields hold Korean wall-clock time (times shown are KST, docs/ui.md), whatever
 * the administrator's computer is set to. Korea keeps +09:00 all year (no DST), so a fixed offset
 * converts exactly.
 */

const KST_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/;

/** `2030-05-10 11:00` (KST) from an ISO instant; '' for none. */
export function toKstInput(iso: string | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return formatKstDateTime(iso);
}

/**
 * The ISO instant of `YYYY-MM-DD HH:mm` (a `T` between is accepted too) read as KST; '' (which the
 * schema refuses) for anything else, a day or time that does not exist included.
 */
export function fromKstInput(value: string): string {
  const match = KST_TIME.exec(value.trim());
  if (!match) return '';
  const [, day, time] = match;
  const at = new Date(`${day}T${time}:00+09:00`);
  if (Number.isNaN(at.getTime())) return '';
  // 2030-02-30 rolls over to March: refuse it rather than save another day.
  return toKstInput(at.toISOString()) === `${day} ${time}` ? at.toISOString() : '';
}
