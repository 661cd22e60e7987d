import { AUDIT_TARGET_KINDS, auditTargetText, parseAuditTarget } from './audit-targets';

describe('audit targets', () => {
  it('writes and reads back every kind', () => {
    const targets = [
      { kind: 'user', id: 42 },
      { kind: 'request', id: 7 },
      { kind: 'exchange_rates' },
      { kind: 'deposit_address', id: 2 },
      { kind: 'event', id: 1 },
      { kind: 'notice', id: 3 },
      { kind: 'template', key: 'request_rejected' },
      { kind: 'message', id: 9 },
      { kind: 'inquiry', id: 5 },
    ] as const;
    expect(targets.map((target) => target.kind)).toEqual([...AUDIT_TARGET_KINDS]);
    expect(targets.map(auditTargetText)).toEqual([
      'user:42',
      'request:7',
      'exchange_rates',
      'deposit_address:2',
      'event:1',
      'notice:3',
      'template:request_rejected',
      'message:9',
      'inquiry:5',
    ]);
    for (const target of targets) {
      expect(parseAuditTarget(auditTargetText(target))).toEqual(target);
    }
  });

  it('reads a target it does not know as none', () => {
    for (const text of ['', 'user', 'user:', 'user:abc', 'member:5', 'template:nope', 'rates:1']) {
      expect(parseAuditTarget(text)).toBeNull();
    }
  });
});
