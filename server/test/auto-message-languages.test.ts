import fs from 'node:fs';
import path from 'node:path';
import {
  LANGUAGES,
  MONEY_REQUEST_KINDS,
  type MessageTemplate,
  type MoneyRequestKind,
} from '@wallet/shared/domain';
import { Migrator } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { KIND_WORDS } from '../src/modules/money-requests/auto-messages';
import {
  type calls,
  created,
  moneyMember,
  MONEY_PASSWORD,
  type Member,
  openMoneyApp,
  messagesOf,
} from './money-fixtures';
import { bearer, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** Auto-messages are written in the member's language, or in English when it has no text. */
describe('auto-messages in the member’s language', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  let adminToken: string;
  beforeAll(async () => {
    ({ t, api, adminToken } = await openMoneyApp());
  });
  afterAll(() => t.close());

  const setLanguage = (member: Member, language: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/language',
      headers: bearer(member.token),
      payload: { language },
    });
  const listTemplates = async () =>
    (await t.app.inject({ url: '/api/admin/message-templates', headers: bearer(adminToken) })).json<
      MessageTemplate[]
    >();
  const saveTemplates = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/message-templates',
      headers: bearer(adminToken),
      payload: payload as object,
    });
  const withdraw = (member: Member, amount: number) =>
    api.send(member.token, '/wallet/withdrawals', {
      currency: 'USD',
      amount,
      moneyPassword: MONEY_PASSWORD,
      agreeTerms: true,
    });

  it('writes a Korean member’s charge, approval and rejection messages in Korean', async () => {
    const member = await moneyMember(t, { balanceMinor: 30_000n, moneyPassword: MONEY_PASSWORD });
    expect((await setLanguage(member, 'ko')).statusCode).toBe(204);
    const name = member.account.username;

    const charge = created(
      await api.send(member.token, '/wallet/charges', { currency: 'KRW', amount: 100 }),
    );
    expect((await api.approve(charge.id)).statusCode).toBe(200);
    const withdrawal = created(await withdraw(member, 120.5));
    expect((await api.reject(withdrawal.id, '예금주 이름이 다릅니다')).statusCode).toBe(200);

    expect(await messagesOf(t, member.id)).toEqual([
      {
        subject: '충전 신청 접수',
        content: `${name}님, 100.00 USD 충전 신청이 접수되었습니다. 입금 계좌: KRW Bank KRW-ACC-001 (Wallet Ltd), 입금액: 138,050 KRW, 참조 코드: ${charge.reference}. 입금하실 때 참조 코드를 꼭 함께 적어 주세요. 입금이 확인되면 신청을 처리해 드립니다.`,
      },
      {
        subject: '신청 완료',
        content: `${name}님, 100.00 USD 지갑 충전 신청이 완료되었습니다.`,
      },
      {
        subject: '신청 거절',
        content: `${name}님, 120.50 USD 지갑 출금 신청이 거절되었습니다. 사유: 예금주 이름이 다릅니다. 보류된 금액이 있었다면 지갑으로 반환되었습니다.`,
      },
    ]);
  });

  it('tells a platform recharge nothing about the wallet, in every language', async () => {
    const member = await moneyMember(t);
    for (const language of LANGUAGES) {
      expect((await setLanguage(member, language)).statusCode).toBe(204);
      const recharge = created(
        await api.send(member.token, '/trade/recharges', { platform: 'ggclub', amount: 50 }),
      );
      const [message] = (await messagesOf(t, member.id)).slice(-1);
      expect({ language, content: message?.content }).toEqual({
        language,
        content: expect.stringContaining(recharge.reference ?? 'no reference'),
      });
      // Where the deposit goes is named ("Wallet Ltd"); where the money goes is not.
      expect(message?.content).not.toMatch(/your wallet|지갑|钱包|ウォレット/i);
      expect((await api.adminCancel(recharge.id)).statusCode).toBe(200);
    }
  });

  it('refuses a language the site does not have, naming the field, and keeps writing English', async () => {
    const member = await moneyMember(t);
    for (const language of ['fr', 'KO', '']) {
      const answer = await setLanguage(member, language);
      expect({ language, status: answer.statusCode }).toEqual({ language, status: 422 });
      expect(answer.json()).toMatchObject({
        error: 'validation_failed',
        fields: { language: 'invalid' },
      });
    }
    const charge = created(
      await api.send(member.token, '/wallet/charges', { currency: 'USD', amount: 50 }),
    );
    await api.adminCancel(charge.id);
    expect((await messagesOf(t, member.id)).map((message) => message.subject)).toEqual([
      'Charge request received',
      'Request cancelled',
    ]);
  });

  it('falls back to English, kind words included, when the member’s language has no text', async () => {
    const member = await moneyMember(t);
    expect((await setLanguage(member, 'ja')).statusCode).toBe(204);
    const removed = await t.db
      .deleteFrom('message_template_texts')
      .where('template_key', '=', 'request_cancelled')
      .where('language', '=', 'ja')
      .returningAll()
      .executeTakeFirstOrThrow();
    try {
      const charge = created(
        await api.send(member.token, '/wallet/charges', { currency: 'USD', amount: 50 }),
      );
      await api.cancel(member.token, charge.id);
      const [received, cancelled] = await messagesOf(t, member.id);
      expect(received?.subject).toBe('入金申請を受け付けました');
      expect(cancelled).toEqual({
        subject: 'Request cancelled',
        content: `Hello ${member.account.username}, your wallet charge request of 50.00 USD was cancelled. Any amount held has been returned to your wallet.`,
      });
    } finally {
      await t.db.insertInto('message_template_texts').values(removed).execute();
    }
  });

  it('uses the text the administrator saved for a language, and leaves the others alone', async () => {
    const before = await listTemplates();
    const completed = before.find((template) => template.template_key === 'request_completed');
    expect(completed?.translations.zh).toEqual({
      label: '申请已完成',
      content: '{{username}}，您好！您 {{amount}} {{currency}} 的{{kind}}申请已完成。',
    });
    const edited = before.map((template) =>
      template.template_key === 'request_completed'
        ? {
            ...template,
            translations: {
              ...template.translations,
              zh: { label: '处理完成', content: '{{kind}}：{{amount}} {{currency}} 已处理完成。' },
            },
          }
        : template,
    );
    const answer = await saveTemplates(edited);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(edited);

    // A client that sends no translations keeps them.
    const englishOnly = edited.map(({ translations: _kept, ...english }) => english);
    expect((await saveTemplates(englishOnly)).json()).toEqual(edited);

    const member = await moneyMember(t);
    expect((await setLanguage(member, 'zh')).statusCode).toBe(204);
    const charge = created(
      await api.send(member.token, '/wallet/charges', { currency: 'USD', amount: 50 }),
    );
    await api.approve(charge.id);
    expect((await messagesOf(t, member.id)).at(-1)).toEqual({
      subject: '处理完成',
      content: '钱包充值：50.00 USD 已处理完成。',
    });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('target', '=', 'template:request_completed')
      .execute();
    expect(audit).toEqual([
      {
        before: expect.objectContaining({
          translations: expect.objectContaining({ zh: completed?.translations.zh }),
        }),
        after: expect.objectContaining({
          translations: expect.objectContaining({
            zh: { label: '处理完成', content: expect.any(String) },
          }),
        }),
      },
    ]);
  });

  it('answers 422 naming the field of a bad translation, and changes nothing', async () => {
    const before = await listTemplates();
    const first = before[0];
    if (!first) throw new Error('no template');
    const withTranslations = (translations: unknown) => [{ ...first, translations }];
    const cases: [unknown, Record<string, string>][] = [
      [
        withTranslations({ ...first.translations, ko: { label: ' ', content: 'x' } }),
        { '0.translations.ko.label': 'required' },
      ],
      [
        withTranslations({ ...first.translations, ja: { label: 'x', content: 'y'.repeat(5001) } }),
        { '0.translations.ja.content': 'too_long' },
      ],
      [
        withTranslations({ ko: first.translations.ko, ja: first.translations.ja }),
        { '0.translations.zh': 'required' },
      ],
      [
        withTranslations({ ...first.translations, fr: first.translations.ko }),
        { '0.translations.fr': 'unknown' },
      ],
      [
        withTranslations({
          ...first.translations,
          zh: { label: 'x', content: '<script>x</script>' },
        }),
        { '0.translations.zh.content': 'invalid' },
      ],
      [withTranslations('text'), { '0.translations': 'invalid' }],
    ];
    for (const [payload, fields] of cases) {
      const answer = await saveTemplates(payload);
      expect({ fields, status: answer.statusCode }).toEqual({ fields, status: 422 });
      expect(answer.json()).toMatchObject({ error: 'validation_failed', fields });
    }
    expect(await listTemplates()).toEqual(before);
  });

  it('names each kind in a message as the screens name it (money.json kind)', () => {
    for (const language of LANGUAGES) {
      const file = path.resolve(__dirname, `../../shared/src/i18n/locales/${language}/money.json`);
      const screens = (
        JSON.parse(fs.readFileSync(file, 'utf8')) as {
          kind: Record<MoneyRequestKind, string>;
        }
      ).kind;
      for (const kind of MONEY_REQUEST_KINDS) {
        const word = KIND_WORDS[language][kind];
        expect({ language, kind, word }).toEqual({
          language,
          kind,
          word: language === 'en' ? screens[kind].toLowerCase() : screens[kind],
        });
      }
    }
  });
});

/*
 * On a database of its own: the later house-account migration can only be rolled back while no
 * money has moved (its shards are append-only ledger rows), and the tests above move money.
 */
describe('a database made before templates had languages', () => {
  let fresh: TestApp;
  let freshAdmin: string;
  beforeAll(async () => {
    ({ t: fresh, adminToken: freshAdmin } = await openMoneyApp());
  });
  afterAll(() => fresh.close());

  it('updates the shipped texts it reworded, and leaves a text an administrator edited', async () => {
    const migrator = new Migrator({
      db: fresh.db,
      provider: { getMigrations: async () => migrations },
    });
    await migrator.migrateTo('0010_rate_limit_take');
    await fresh.db
      .updateTable('message_template_texts')
      .set({ content: '직접 고친 안내 {{reference}}' })
      .where('template_key', '=', 'recharge_request')
      .where('language', '=', 'ko')
      .execute();
    expect(await migrateToLatest(fresh.db)).toEqual(['0011_template_wording']);
    const texts = await fresh.db
      .selectFrom('message_template_texts')
      .select(['template_key', 'language', 'content'])
      .where('template_key', 'in', ['recharge_request', 'request_rejected'])
      .orderBy('template_key')
      .orderBy('language')
      .execute();
    const ending = (text: string) => expect.stringMatching(new RegExp(`${text}$`));
    expect(texts.map((text) => [text.template_key, text.language, text.content])).toEqual([
      ['recharge_request', 'ja', ending('申請を完了いたします。')],
      ['recharge_request', 'ko', '직접 고친 안내 {{reference}}'],
      ['recharge_request', 'zh', ending('我们将为您完成申请。')],
      ['request_rejected', 'ja', ending('金額がある場合は、ウォレットへ返金済みです。')],
      ['request_rejected', 'ko', ending('보류된 금액이 있었다면 지갑으로 반환되었습니다.')],
      ['request_rejected', 'zh', ending('如有冻结的金额，已退回您的钱包。')],
    ]);
    const english = await fresh.db
      .selectFrom('message_templates')
      .select('content')
      .where('template_key', '=', 'recharge_request')
      .executeTakeFirstOrThrow();
    expect(english.content).toMatch(/We complete your request once we confirm the deposit\.$/);
  });

  it('upgrades a database made before templates had languages, keeping its English edits', async () => {
    const migrator = new Migrator({
      db: fresh.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo('0005_communication');
    expect(down.results?.map((result) => [result.migrationName, result.status])).toEqual([
      ['0011_template_wording', 'Success'],
      ['0010_rate_limit_take', 'Success'],
      ['0009_request_counts', 'Success'],
      ['0008_request_queue', 'Success'],
      ['0007_house_shards', 'Success'],
      ['0006_template_languages', 'Success'],
    ]);
    await fresh.db
      .updateTable('message_templates')
      .set({ label: 'Done!' })
      .where('template_key', '=', 'request_completed')
      .execute();
    expect(await migrateToLatest(fresh.db)).toEqual([
      '0006_template_languages',
      '0007_house_shards',
      '0008_request_queue',
      '0009_request_counts',
      '0010_rate_limit_take',
      '0011_template_wording',
    ]);
    const templates = (
      await fresh.app.inject({ url: '/api/admin/message-templates', headers: bearer(freshAdmin) })
    ).json<MessageTemplate[]>();
    const completed = templates.find((template) => template.template_key === 'request_completed');
    expect(completed?.label).toBe('Done!');
    expect(completed?.translations).toEqual({
      ko: { label: '신청 완료', content: expect.stringContaining('신청이 완료되었습니다') },
      zh: { label: '申请已完成', content: expect.stringContaining('申请已完成') },
      ja: { label: '申請が完了しました', content: expect.stringContaining('申請が完了しました') },
    });
    const rows = await fresh.db
      .selectFrom('message_template_texts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(12);
  });
});
