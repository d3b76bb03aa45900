/**
 * The clinic invitation e-mail, sent through SMTP_URL when it is set. One message in Portuguese
 * then English (the server knows no reader's language), plain text plus simple HTML, no tracking.
 * A failed send is logged, never thrown: the invitation exists anyway and the admin copies its
 * link from the clinic settings. The only text a user wrote in it is the clinic's name, which
 * the clinic rules bound (CLINIC_NAME_MAX_LENGTH, no bidi controls): the inviter's display name
 * is free text anyone can set ("Banco X: confirme sua senha em …"), so it is left out, and a
 * role is only ever one of the known roles' names.
 */
import type { ClinicRole } from '../../common/clinic/clinic-roles.js';
import {
  createMailSender,
  htmlParagraphs,
  type MailContent,
  type MailerOptions,
} from './mail-transport.js';

/** What the organization plugin hands `sendInvitationEmail` (the fields used here). */
export interface InvitationMailData {
  id: string;
  role: string;
  email: string;
  organization: { name: string };
  invitation: { expiresAt: Date };
}

const ROLE_NAMES: Record<ClinicRole, { pt: string; en: string }> = {
  owner: { pt: 'proprietário(a)', en: 'owner' },
  admin: { pt: 'administrador(a)', en: 'administrator' },
  member: { pt: 'membro', en: 'member' },
  viewer: { pt: 'somente leitura', en: 'viewer (read only)' },
  'front-desk': { pt: 'recepção', en: 'front desk' },
};

/** The web app's invitation screen (`paths.invite` in src/web/lib/paths.ts). */
export function invitationLink(publicUrl: string, invitationId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/invite/${encodeURIComponent(invitationId)}`;
}

/** The clinic rules accept exactly one known role; anything else is named generically. */
function roleNames(role: string): { pt: string; en: string } {
  return ROLE_NAMES[role as ClinicRole] ?? { pt: 'membro', en: 'member' };
}

/** The expiry written out in both languages, in UTC so it reads the same for everyone. */
function expiryDates(expiresAt: Date): { pt: string; en: string } {
  const options = { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' } as const;
  return {
    pt: `${new Intl.DateTimeFormat('pt-BR', options).format(expiresAt)} (UTC)`,
    en: `${new Intl.DateTimeFormat('en', options).format(expiresAt)} (UTC)`,
  };
}

export function buildInvitationMail(data: InvitationMailData, publicUrl: string): MailContent {
  const clinic = data.organization.name;
  const role = roleNames(data.role);
  const expires = expiryDates(new Date(data.invitation.expiresAt));
  const link = invitationLink(publicUrl, data.id);
  const pt = [
    `Você foi convidado(a) para a clínica ${clinic} no Ritmo, com o papel: ${role.pt}.`,
    `Para aceitar, abra o link abaixo e entre ou crie sua conta com este e-mail:`,
    link,
    `O convite vale até ${expires.pt}. Se você não esperava este convite, ignore este e-mail.`,
  ];
  const en = [
    `You have been invited to the clinic ${clinic} on Ritmo, with the role: ${role.en}.`,
    `To accept, open the link below and sign in or sign up with this e-mail address:`,
    link,
    `The invitation is valid until ${expires.en}. If you did not expect it, ignore this e-mail.`,
  ];
  const html = [
    '<!doctype html>',
    '<html lang="pt-BR"><head><meta charset="utf-8"></head><body>',
    `<div lang="pt-BR">\n${htmlParagraphs(pt, link)}\n</div>`,
    '<hr>',
    `<div lang="en">\n${htmlParagraphs(en, link)}\n</div>`,
    '</body></html>',
  ].join('\n');
  return {
    subject: `Convite para a clínica ${clinic} no Ritmo / Invitation to the clinic ${clinic} on Ritmo`,
    text: `${pt.join('\n\n')}\n\n---\n\n${en.join('\n\n')}\n`,
    html,
  };
}

/** `sendInvitationEmail` for the organization plugin. */
export function createInvitationMailer(options: MailerOptions) {
  const send = createMailSender(options);
  return (data: InvitationMailData): Promise<void> =>
    send(
      data.email,
      buildInvitationMail(data, options.publicUrl),
      `invitation e-mail for invitation ${data.id}`,
    );
}
