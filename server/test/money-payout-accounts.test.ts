import { moneyRequestSchema, type MoneyRequest } from '@wallet/shared/domain';
import {
  created,
  footprint,
  moneyMember,
  MONEY_PASSWORD,
  openMoneyApp,
  type calls,
  type Member,
  type MoneyMemberSeed,
  messagesOf,
} from './money-fixtures';
import type { TestApp } from './support/test-app';

jest.setTimeout(120_000);

describe('payout accounts and the platform recharge message', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  beforeAll(async () => {
    ({ t, api } = await openMoneyApp());
  });
  afterAll(() => t.close());

  // docs/communication.md "What a decision needs" and docs/money.md: a withdrawal stores where it pays.
  describe('payout accounts on requests', () => {
    const payer = (seed: MoneyMemberSeed = {}) =>
      moneyMember(t, {
        balanceMinor: 100_000n,
        moneyPassword: MONEY_PASSWORD,
        realName: 'Kim Minji',
        ...seed,
      });
    const withdraw = (member: Member, currency: string) =>
      api.send(member.token, '/wallet/withdrawals', {
        currency,
        amount: 50,
        moneyPassword: MONEY_PASSWORD,
        agreeTerms: true,
      });

    it('stores the account of the currency on a wallet withdrawal, trimmed, in the member’s name', async () => {
      const cases = [
        ['USD', {}, { kind: 'bank', label: 'Shinhan', account: '110-222-333444' }],
        ['KRW', {}, { kind: 'bank', label: 'Shinhan', account: '110-222-333444' }],
        ['PHP', { peso: true }, { kind: 'peso', label: 'GCash', account: '09171234567' }],
        [
          'USDT',
          { usdtWallet: true },
          { kind: 'usdt', label: null, account: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
        ],
      ] as const;
      for (const [currency, seed, account] of cases) {
        const member = await payer(seed);
        const request = created(await withdraw(member, currency));
        expect(moneyRequestSchema.parse(request)).toEqual(request);
        expect({ currency, payout: request.payoutAccount }).toEqual({
          currency,
          payout: { ...account, holder: 'Kim Minji' },
        });
      }

      // Blank around the registered text is not part of the account.
      const spaced = await payer();
      await t.db
        .updateTable('users')
        .set({ bank_name: '  Woori ', bank_account: ' 1002-333 ' })
        .where('id', '=', spaced.id)
        .execute();
      expect(created(await withdraw(spaced, 'USD')).payoutAccount).toEqual({
        kind: 'bank',
        label: 'Woori',
        account: '1002-333',
        holder: 'Kim Minji',
      });
    });

    it('keeps the account the request was made with, in every list, after the member changes theirs', async () => {
      const member = await payer();
      const request = created(await withdraw(member, 'KRW'));
      await t.db
        .updateTable('users')
        .set({ bank_name: 'Kookmin', bank_account: '999-999' })
        .where('id', '=', member.id)
        .execute();
      const expected = {
        kind: 'bank',
        label: 'Shinhan',
        account: '110-222-333444',
        holder: 'Kim Minji',
      };
      const pending = (await api.get(member.token, '/requests/pending')).json();
      expect(pending.request.payoutAccount).toEqual(expected);
      const adminList = await api.get(
        await t.login(await t.createAdmin()),
        `/admin/requests?username=${member.account.username}`,
      );
      expect(adminList.json<MoneyRequest[]>().map((row) => row.payoutAccount)).toEqual([expected]);
      const approved = await api.approve(request.id);
      expect(approved.json().payoutAccount).toEqual(expected);
    });

    it('stores it on a platform withdrawal; other kinds have none', async () => {
      const cashOut = await payer();
      const platform = created(
        await api.send(cashOut.token, '/trade/withdrawals', {
          platform: 'xpoker',
          amount: 50_000,
          moneyPassword: MONEY_PASSWORD,
        }),
      );
      expect(platform.payoutAccount).toEqual({
        kind: 'bank',
        label: 'Shinhan',
        account: '110-222-333444',
        holder: 'Kim Minji',
      });

      const charger = await payer();
      const charge = created(
        await api.send(charger.token, '/wallet/charges', { currency: 'USD', amount: 50 }),
      );
      expect(charge.payoutAccount).toBeNull();
      await api.approve(charge.id);
      const recharge = created(
        await api.send(charger.token, '/trade/recharges', { platform: 'ggclub', amount: 10 }),
      );
      expect(recharge.payoutAccount).toBeNull();
      await api.approve(recharge.id);
      const transfer = created(
        await api.send(charger.token, '/wallet/transfers', {
          direction: 'wallet_to_platform',
          to: 'xpoker',
          amount: 10,
        }),
      );
      expect(transfer.payoutAccount).toBeNull();
    });

    it('refuses a withdrawal without the account of its currency, blank counting as none', async () => {
      const member = await payer({ usdtWallet: false });
      await t.db
        .updateTable('users')
        .set({ peso_account_number: '   ' })
        .where('id', '=', member.id)
        .execute();
      const before = await footprint(t, member.id);
      for (const currency of ['USDT', 'PHP']) {
        const answer = await withdraw(member, currency);
        expect(answer.statusCode).toBe(422);
        expect(answer.json().error).toBe('payout_account_required');
      }
      expect(await footprint(t, member.id)).toEqual(before);
    });
  });

  // docs/communication.md "Messages": a platform recharge sends recharge_request as a charge does.
  describe('the platform recharge auto-message', () => {
    it('tells what to send in the platform’s currency, where, its USD value and the reference', async () => {
      const member = await moneyMember(t);
      const krw = created(
        await api.send(member.token, '/trade/recharges', { platform: 'xpoker', amount: 50_000 }),
      );
      // 50,000 won at 1380.5 won a dollar is 36.218… USD, rounded down to the cent.
      expect(await messagesOf(t, member.id)).toEqual([
        {
          subject: 'Charge request received',
          content: `Hello ${member.account.username}, we received your request to charge 36.21 USD. Please send 50,000 KRW to KRW Bank KRW-ACC-001 (Wallet Ltd) with the reference ${krw.reference}. We complete your request once we confirm the deposit.`,
        },
      ]);
      await api.approve(krw.id);

      const usd = created(
        await api.send(member.token, '/trade/recharges', { platform: 'ggclub', amount: 25.5 }),
      );
      const messages = await messagesOf(t, member.id);
      expect(messages.at(-1)?.content).toBe(
        `Hello ${member.account.username}, we received your request to charge 25.50 USD. Please send 25.50 USD to USD Bank USD-ACC-001 (Wallet Ltd) with the reference ${usd.reference}. We complete your request once we confirm the deposit.`,
      );
    });

    it('sends nothing when the recharge is refused', async () => {
      const member = await moneyMember(t);
      const answer = await api.send(member.token, '/trade/recharges', {
        platform: 'xpoker',
        amount: 999,
      });
      expect(answer.statusCode).toBe(422);
      expect(await messagesOf(t, member.id)).toEqual([]);
    });
  });
});
