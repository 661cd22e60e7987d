import { formatKstDateTime, type Language } from '@wallet/shared/domain';
import type { OutgoingMail } from './mailer';

/**
 * Every mail the site sends. The registration code goes out before the site knows the person's
 * language, so it is in English; a member's mail is in the language they last used on the site
 * (`users.language`), with times in Korea's time as the site shows them.
 */

const SIGNATURE = '\n\n-- \nMember Wallet';

export function emailCodeMail(to: string, code: string, validMinutes: number): OutgoingMail {
  return {
    to,
    subject: 'Your Member Wallet verification code',
    text:
      `Your verification code is ${code}\n\n` +
      `Enter it on the registration page within ${validMinutes} minutes. ` +
      'If you did not ask for this code, you can ignore this mail.' +
      SIGNATURE,
  };
}

/** A member's mails, in each language of the site. */
const MEMBER_MAILS: Record<
  Language,
  {
    signature: string;
    resetSubject: string;
    resetText: (link: string, minutes: number) => string;
    bankSubject: string;
    bankText: (username: string, when: string) => string;
  }
> = {
  en: {
    signature: SIGNATURE,
    resetSubject: 'Reset your Member Wallet password',
    resetText: (link, minutes) =>
      'Someone asked to reset the password of your Member Wallet account.\n\n' +
      `To choose a new password, open this link within ${minutes} minutes:\n${link}\n\n` +
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    bankSubject: 'Your Member Wallet bank details were changed',
    bankText: (username, when) =>
      `The bank details of the account ${username} were changed on ${when}.\n\n` +
      'If you did not make this change, contact support at once and change your passwords.',
  },
  ko: {
    signature: '\n\n-- \n회원 지갑',
    resetSubject: '회원 지갑 비밀번호 재설정',
    resetText: (link, minutes) =>
      '회원 지갑 계정의 비밀번호 재설정 요청이 있었습니다.\n\n' +
      `새 비밀번호를 정하려면 ${minutes}분 안에 이 링크를 여세요:\n${link}\n\n` +
      '링크는 한 번만 쓸 수 있습니다. 요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
    bankSubject: '회원 지갑 계좌 정보가 변경되었습니다',
    bankText: (username, when) =>
      `${username} 계정의 계좌 정보가 변경되었습니다 (변경 일시: ${when}).\n\n` +
      '직접 변경하지 않으셨다면 즉시 고객 지원에 문의하시고 비밀번호를 바꾸세요.',
  },
  zh: {
    signature: '\n\n-- \n会员钱包',
    resetSubject: '重置您的会员钱包密码',
    resetText: (link, minutes) =>
      '有人请求重置您会员钱包账户的密码。\n\n' +
      `如需设置新密码，请在 ${minutes} 分钟内打开此链接：\n${link}\n\n` +
      '该链接只能使用一次。如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。',
    bankSubject: '您的会员钱包银行信息已更改',
    bankText: (username, when) =>
      `账户 ${username} 的银行信息已于 ${when} 更改。\n\n` +
      '如果这不是您本人所为，请立即联系客服并更改您的密码。',
  },
  ja: {
    signature: '\n\n-- \n会員ウォレット',
    resetSubject: '会員ウォレットのパスワード再設定',
    resetText: (link, minutes) =>
      '会員ウォレットのアカウントについて、パスワードの再設定が依頼されました。\n\n' +
      `新しいパスワードを設定するには、${minutes}分以内に次のリンクを開いてください：\n${link}\n\n` +
      'リンクは一度だけ使えます。お心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
    bankSubject: '会員ウォレットの口座情報が変更されました',
    bankText: (username, when) =>
      `アカウント ${username} の口座情報が変更されました（変更日時：${when}）。\n\n` +
      'お心当たりがない場合は、すぐにサポートへご連絡のうえ、パスワードを変更してください。',
  },
};

export function passwordResetMail(
  to: string,
  link: string,
  validMinutes: number,
  language: Language,
): OutgoingMail {
  const texts = MEMBER_MAILS[language];
  return {
    to,
    subject: texts.resetSubject,
    text: texts.resetText(link, validMinutes) + texts.signature,
  };
}

export function bankInfoChangedMail(
  to: string,
  username: string,
  at: Date,
  language: Language,
): OutgoingMail {
  const texts = MEMBER_MAILS[language];
  const when = `${formatKstDateTime(at.toISOString())} KST`;
  return {
    to,
    subject: texts.bankSubject,
    text: texts.bankText(username, when) + texts.signature,
  };
}
