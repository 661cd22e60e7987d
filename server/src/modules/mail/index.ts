export { printingMailer, smtpMailer, type Mailer, type OutgoingMail } from './mailer';
export { Postbox } from './postbox';
export * from './texts';
