import { moneyRequest, walletToXpoker } from './test-support';
import { detailFiguresFor, figuresOf } from './figures';

describe('the figures a request shows', () => {
  test('a KRW charge shows what is deposited in won and the rate it was quoted at', () => {
    expect(figuresOf(moneyRequest({ currency: 'KRW' }))).toEqual(
      expect.arrayContaining(['amount', 'converted', 'rate']),
    );
  });

  test('a USD charge shows no rate of 1 and no deposit repeating its amount', () => {
    const keys = detailFiguresFor(moneyRequest({ currency: 'USD', rate: 1 }));
    expect(keys).not.toContain('rate');
    expect(keys).not.toContain('converted');
    expect(keys).toEqual(expect.arrayContaining(['amount', 'fee', 'reflected']));
  });

  test('a USD withdrawal shows what is paid out once, and no rate', () => {
    const keys = figuresOf(moneyRequest({ kind: 'wallet_withdraw', currency: 'USD', rate: 1 }));
    expect(keys).toEqual(['currency', 'amount', 'fee', 'converted', 'payout', 'userMemo']);
  });

  test('a transfer to a KRW platform shows its rate; one between USD places does not', () => {
    expect(figuresOf(walletToXpoker())).toContain('rate');
    const toGgClub = figuresOf(walletToXpoker({ to: 'ggclub', rate: 1 }));
    expect(toGgClub).not.toContain('rate');
    expect(toGgClub).not.toContain('converted');
    expect(toGgClub).toContain('expected');
  });
});
