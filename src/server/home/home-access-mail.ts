/**
 * The home-access e-mail (SMTP_URL set and the member gave an address): Portuguese then English,
 * the link and its expiry, through the same transport as invitations and password resets. The
 * only names in it are the clinic's, bounded by the clinic rules; not the patient's (a health
 * fact about them should not sit in a mailbox on the way).
 */
import { createMailSender, htmlParagraphs, type MailerOptions } from '../auth/mail-transport.js';

/** The web app's join screen (`/join/:code`). */
export function homeJoinLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/join/${encodeURIComponent(code)}`;
}

export interface HomeAccessMail {
  to: string;
  clinicName: string;
  link: string;
  expiresAt: number;
}

export function buildHomeAccessMail({ clinicName, link, expiresAt }: HomeAccessMail) {
  const options = { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' } as const;
  const until = new Date(expiresAt);
  const pt = [
    `A clínica ${clinicName} convidou você para fazer sessões de reabilitação em casa pelo Ritmo.`,
    'Abra o link abaixo e entre ou crie sua conta:',
    link,
    `O link vale uma vez, até ${new Intl.DateTimeFormat('pt-BR', options).format(until)} (UTC).`,
  ];
  const en = [
    `The clinic ${clinicName} invited you to do rehabilitation sessions at home with Ritmo.`,
    'Open the link below and sign in or sign up:',
    link,
    `The link works once, until ${new Intl.DateTimeFormat('en', options).format(until)} (UTC).`,
  ];
  return {
    subject: `Reabilitação em casa — ${clinicName} / Rehabilitation at home — ${clinicName}`,
    text: `${pt.join('\n\n')}\n\n---\n\n${en.join('\n\n')}\n`,
    html: [
      '<!doctype html>',
      '<html lang="pt-BR"><head><meta charset="utf-8"></head><body>',
      `<div lang="pt-BR">\n${htmlParagraphs(pt, link)}\n</div>`,
      '<hr>',
      `<div lang="en">\n${htmlParagraphs(en, link)}\n</div>`,
      '</body></html>',
    ].join('\n'),
  };
}

/** Sends after the answer; a failure is logged by the transport, never thrown. */
export function createHomeAccessMailer(options: MailerOptions) {
  const send = createMailSender(options);
  return (mail: HomeAccessMail): Promise<void> =>
    send(mail.to, buildHomeAccessMail(mail), 'home-access e-mail');
}
export type HomeAccessMailer = ReturnType<typeof createHomeAccessMailer>;
