/** Where the product's mail goes: SMTP, or the dev mailbox (modules/mail makes both). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
