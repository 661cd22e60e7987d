import { sql, type Kysely } from 'kysely';

/**
 * The shipped auto-message texts said what is true of a wallet charge only: `recharge_request`,
 * also sent for a platform recharge, promised the money to the wallet ("입금이 확인되면 지갑에
 * 충전됩니다"), and the rejection and cancellation texts in Korean, Chinese and Japanese said an
 * amount had been held and returned when a charge holds nothing (the English said "any amount").
 * Each text still as shipped gets the wording true of every kind; a text an administrator has
 * edited is left as it is.
 */
interface Rewording {
  key: string;
  /** 'en' is the template's own text; the others are its translations. */
  language: 'en' | 'ko' | 'zh' | 'ja';
  shipped: string;
  now: string;
}

const RECHARGE_EN_START =
  'Hello {{username}}, we received your request to charge {{amount}} USD. Please send {{converted}} {{currency}} to {{address}} with the reference {{reference}}. ';
const RECHARGE_KO_START =
  '{{username}}님, {{amount}} USD 충전 신청이 접수되었습니다. 입금 계좌: {{address}}, 입금액: {{converted}} {{currency}}, 참조 코드: {{reference}}. 입금하실 때 참조 코드를 꼭 함께 적어 주세요. ';
const RECHARGE_ZH_START =
  '{{username}}，您好！我们已收到您充值 {{amount}} USD 的申请。请向 {{address}} 汇入 {{converted}} {{currency}}，并在汇款时注明参考码 {{reference}}。';
const RECHARGE_JA_START =
  '{{username}} 様、{{amount}} USD の入金申請を受け付けました。{{address}} へ {{converted}} {{currency}} をお振り込みください。お振り込みの際は参照コード {{reference}} を必ずご記入ください。';

const REWORDINGS: Rewording[] = [
  {
    key: 'recharge_request',
    language: 'en',
    shipped: `${RECHARGE_EN_START}Your wallet is credited once we confirm the deposit.`,
    now: `${RECHARGE_EN_START}We complete your request once we confirm the deposit.`,
  },
  {
    key: 'recharge_request',
    language: 'ko',
    shipped: `${RECHARGE_KO_START}입금이 확인되면 지갑에 충전됩니다.`,
    now: `${RECHARGE_KO_START}입금이 확인되면 신청을 처리해 드립니다.`,
  },
  {
    key: 'recharge_request',
    language: 'zh',
    shipped: `${RECHARGE_ZH_START}确认到账后，款项将存入您的钱包。`,
    now: `${RECHARGE_ZH_START}确认到账后，我们将为您完成申请。`,
  },
  {
    key: 'recharge_request',
    language: 'ja',
    shipped: `${RECHARGE_JA_START}お振り込みを確認しだい、ウォレットに入金されます。`,
    now: `${RECHARGE_JA_START}お振り込みを確認しだい、申請を完了いたします。`,
  },
  ...(['request_rejected', 'request_cancelled'] as const).flatMap((key): Rewording[] => {
    const ko =
      key === 'request_rejected'
        ? '{{username}}님, {{amount}} {{currency}} {{kind}} 신청이 거절되었습니다. 사유: {{memo}}. '
        : '{{username}}님, {{amount}} {{currency}} {{kind}} 신청이 취소되었습니다. ';
    const zh =
      key === 'request_rejected'
        ? '{{username}}，您好！您 {{amount}} {{currency}} 的{{kind}}申请已被拒绝，原因：{{memo}}。'
        : '{{username}}，您好！您 {{amount}} {{currency}} 的{{kind}}申请已取消。';
    const ja =
      key === 'request_rejected'
        ? '{{username}} 様、{{amount}} {{currency}} の{{kind}}申請は却下されました。理由：{{memo}}。'
        : '{{username}} 様、{{amount}} {{currency}} の{{kind}}申請は取り消されました。';
    return [
      {
        key,
        language: 'ko',
        shipped: `${ko}보류되었던 금액은 지갑으로 반환되었습니다.`,
        now: `${ko}보류된 금액이 있었다면 지갑으로 반환되었습니다.`,
      },
      {
        key,
        language: 'zh',
        shipped: `${zh}冻结的金额已退回您的钱包。`,
        now: `${zh}如有冻结的金额，已退回您的钱包。`,
      },
      {
        key,
        language: 'ja',
        shipped: `${ja}保留されていた金額はウォレットに返金されました。`,
        now: `${ja}保留されていた金額がある場合は、ウォレットへ返金済みです。`,
      },
    ];
  }),
];

async function reword(db: Kysely<unknown>, from: 'shipped' | 'now', to: 'shipped' | 'now') {
  for (const text of REWORDINGS) {
    if (text.language === 'en') {
      await sql`update message_templates set content = ${text[to]}
        where template_key = ${text.key} and content = ${text[from]}`.execute(db);
    } else {
      await sql`update message_template_texts set content = ${text[to]}
        where template_key = ${text.key} and language = ${text.language}
          and content = ${text[from]}`.execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await reword(db, 'shipped', 'now');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await reword(db, 'now', 'shipped');
}
