import { sql, type Kysely } from 'kysely';

/**
 * Auto-messages in the member's language (docs/product.md §3). A template's own subject and content
 * stay the English text, which is also what a member reads when their language has no text; each
 * other language's subject and content is a row here. Seeded with translations of the shipped
 * English text (a database whose English was edited keeps its edit; the translations start from
 * the shipped wording and are edited on the same page).
 */

const statements = [
  `create table message_template_texts (
    template_key text not null references message_templates (template_key) on delete cascade,
    language text not null check (language in ('ko', 'zh', 'ja')),
    label text not null,
    content text not null,
    updated_at timestamptz not null default now(),
    primary key (template_key, language)
  )`,
  `insert into message_template_texts (template_key, language, label, content) values
    ('recharge_request', 'ko', '충전 신청 접수',
     '{{username}}님, {{amount}} USD 충전 신청이 접수되었습니다. 입금 계좌: {{address}}, 입금액: {{converted}} {{currency}}, 참조 코드: {{reference}}. 입금하실 때 참조 코드를 꼭 함께 적어 주세요. 입금이 확인되면 지갑에 충전됩니다.'),
    ('request_completed', 'ko', '신청 완료',
     '{{username}}님, {{amount}} {{currency}} {{kind}} 신청이 완료되었습니다.'),
    ('request_rejected', 'ko', '신청 거절',
     '{{username}}님, {{amount}} {{currency}} {{kind}} 신청이 거절되었습니다. 사유: {{memo}}. 보류되었던 금액은 지갑으로 반환되었습니다.'),
    ('request_cancelled', 'ko', '신청 취소',
     '{{username}}님, {{amount}} {{currency}} {{kind}} 신청이 취소되었습니다. 보류되었던 금액은 지갑으로 반환되었습니다.'),

    ('recharge_request', 'zh', '已收到充值申请',
     '{{username}}，您好！我们已收到您充值 {{amount}} USD 的申请。请向 {{address}} 汇入 {{converted}} {{currency}}，并在汇款时注明参考码 {{reference}}。确认到账后，款项将存入您的钱包。'),
    ('request_completed', 'zh', '申请已完成',
     '{{username}}，您好！您 {{amount}} {{currency}} 的{{kind}}申请已完成。'),
    ('request_rejected', 'zh', '申请已被拒绝',
     '{{username}}，您好！您 {{amount}} {{currency}} 的{{kind}}申请已被拒绝，原因：{{memo}}。冻结的金额已退回您的钱包。'),
    ('request_cancelled', 'zh', '申请已取消',
     '{{username}}，您好！您 {{amount}} {{currency}} 的{{kind}}申请已取消。冻结的金额已退回您的钱包。'),

    ('recharge_request', 'ja', '入金申請を受け付けました',
     '{{username}} 様、{{amount}} USD の入金申請を受け付けました。{{address}} へ {{converted}} {{currency}} をお振り込みください。お振り込みの際は参照コード {{reference}} を必ずご記入ください。お振り込みを確認しだい、ウォレットに入金されます。'),
    ('request_completed', 'ja', '申請が完了しました',
     '{{username}} 様、{{amount}} {{currency}} の{{kind}}申請が完了しました。'),
    ('request_rejected', 'ja', '申請が却下されました',
     '{{username}} 様、{{amount}} {{currency}} の{{kind}}申請は却下されました。理由：{{memo}}。保留されていた金額はウォレットに返金されました。'),
    ('request_cancelled', 'ja', '申請が取り消されました',
     '{{username}} 様、{{amount}} {{currency}} の{{kind}}申請は取り消されました。保留されていた金額はウォレットに返金されました。')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists message_template_texts').execute(db);
}
