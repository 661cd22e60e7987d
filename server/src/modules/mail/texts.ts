import type { OutgoingMail } from './mailer';

/**
 * Every mail the site sends, in English for now. The first mails (the registration code) go
 * out before the site knows the person's language, so there is nothing to choose by; members'
 * `users.language` is stored, and later mail can be translated by it.
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

export function passwordResetMail(to: string, link: string, validMinutes: number): OutgoingMail {
  return {
    to,
    subject: 'Reset your Member Wallet password',
    text:
      'Someone asked to reset the password of your Member Wallet account.\n\n' +
      `To choose a new password, open this link within ${validMinutes} minutes:\n${link}\n\n` +
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.' +
      SIGNATURE,
  };
}

export function bankInfoChangedMail(to: string, username: string, at: Date): OutgoingMail {
  return {
    to,
    subject: 'Your Member Wallet bank details were changed',
    text:
      `The bank details of the account ${username} were changed on ${at.toISOString()} (UTC).\n\n` +
      'If you did not make this change, contact support at once and change your passwords.' +
      SIGNATURE,
  };
}
