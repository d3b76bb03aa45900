/**
 * The clinic invitation e-mail, sent through SMTP_URL when it is set. One message in Portuguese
 * then English (the server knows no reader's language), plain text plus simple HTML, no tracking.
 * A failed send is logged, never thrown: the invitation exists anyway and the admin copies its
 * link from the clinic settings.
 */
import nodemailer from 'nodemailer';

/** What the organization plugin hands `sendInvitationEmail` (the fields used here). */
export interface InvitationMailData {
  id: string;
  role: string;
  email: string;
  organization: { name: string };
  inviter: { user: { name: string; email: string } };
  invitation: { expiresAt: Date };
}

export interface InvitationMailContent {
  subject: string;
  text: string;
  html: string;
}

interface InvitationMailerOptions {
  smtpUrl: string;
  from: string;
  publicUrl: string;
  logError: (message: string) => void;
}

const ROLE_NAMES: Record<string, { pt: string; en: string }> = {
  owner: { pt: 'proprietário(a)', en: 'owner' },
  admin: { pt: 'administrador(a)', en: 'administrator' },
  member: { pt: 'membro', en: 'member' },
  viewer: { pt: 'somente leitura', en: 'viewer (read only)' },
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** The web app's invitation screen (`paths.invite` in src/web/lib/paths.ts). */
export function invitationLink(publicUrl: string, invitationId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/invite/${encodeURIComponent(invitationId)}`;
}

function roleNames(role: string): { pt: string; en: string } {
  // Better Auth stores several roles comma-separated; the app gives one.
  const names = role.split(',').map((r) => ROLE_NAMES[r.trim()] ?? { pt: r.trim(), en: r.trim() });
  return { pt: names.map((n) => n.pt).join(', '), en: names.map((n) => n.en).join(', ') };
}

/** The expiry written out in both languages, in UTC so it reads the same for everyone. */
function expiryDates(expiresAt: Date): { pt: string; en: string } {
  const options = { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' } as const;
  return {
    pt: `${new Intl.DateTimeFormat('pt-BR', options).format(expiresAt)} (UTC)`,
    en: `${new Intl.DateTimeFormat('en', options).format(expiresAt)} (UTC)`,
  };
}

export function buildInvitationMail(
  data: InvitationMailData,
  publicUrl: string,
): InvitationMailContent {
  const clinic = data.organization.name;
  const inviter = data.inviter.user.name || data.inviter.user.email;
  const role = roleNames(data.role);
  const expires = expiryDates(new Date(data.invitation.expiresAt));
  const link = invitationLink(publicUrl, data.id);
  const pt = [
    `${inviter} convidou você para a clínica ${clinic} no Ritmo, com o papel: ${role.pt}.`,
    `Para aceitar, abra o link abaixo e entre ou crie sua conta com este e-mail:`,
    link,
    `O convite vale até ${expires.pt}. Se você não esperava este convite, ignore este e-mail.`,
  ];
  const en = [
    `${inviter} invited you to the clinic ${clinic} on Ritmo, with the role: ${role.en}.`,
    `To accept, open the link below and sign in or sign up with this e-mail address:`,
    link,
    `The invitation is valid until ${expires.en}. If you did not expect it, ignore this e-mail.`,
  ];
  const paragraphs = (lines: string[]) =>
    lines
      .map((line) =>
        line === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="pt-BR"><head><meta charset="utf-8"></head><body>',
    `<div lang="pt-BR">\n${paragraphs(pt)}\n</div>`,
    '<hr>',
    `<div lang="en">\n${paragraphs(en)}\n</div>`,
    '</body></html>',
  ].join('\n');
  return {
    subject: `Convite para a clínica ${clinic} no Ritmo / Invitation to the clinic ${clinic} on Ritmo`,
    text: `${pt.join('\n\n')}\n\n---\n\n${en.join('\n\n')}\n`,
    html,
  };
}

/** Error text without e-mail addresses (SMTP replies often quote the recipient). */
function describeError(error: unknown): string {
  const { code, responseCode, message } = error as {
    code?: string;
    responseCode?: number;
    message?: string;
  };
  const text = String(message ?? error).replace(/[^\s<>@"']+@[^\s<>@"']+/g, '<address>');
  return [code, responseCode, text].filter((part) => part !== undefined).join(' ');
}

/** `sendInvitationEmail` for the organization plugin. */
export function createInvitationMailer(options: InvitationMailerOptions) {
  // Better Auth awaits the send before answering the invite, so a silent server must not hold
  // the admin's request for nodemailer's default two minutes.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (data: InvitationMailData): Promise<void> => {
    try {
      await transport.sendMail({
        from: options.from,
        to: data.email,
        ...buildInvitationMail(data, options.publicUrl),
      });
    } catch (error) {
      options.logError(
        `invitation e-mail for invitation ${data.id} not sent: ${describeError(error)}`,
      );
    }
  };
}
