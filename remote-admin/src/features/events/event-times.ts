import { formatKstDateTime } from '@wallet/shared/domain';

/*
 * The form's datetime-local inputs hold Korean wall-clock time (decisions.md §7: times shown are
 * KST), whatever the administrator's computer is set to. Korea keeps +09:00 all year (no DST),
 * so a fixed offset converts exactly.
 */

/** `2030-05-10T11:00` (KST) from an ISO instant; '' for none. */
export function toKstInput(iso: string | undefined): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return formatKstDateTime(iso).replace(' ', 'T');
}

/** The ISO instant of a datetime-local value read as KST; '' (which the schema refuses) for none. */
export function fromKstInput(value: string): string {
  if (!value) return '';
  const withSeconds = value.length === 16 ? `${value}:00` : value;
  const at = new Date(`${withSeconds}+09:00`);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}
