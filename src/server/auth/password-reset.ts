/**
 * Password reset through Better Auth's own flow (`/request-password-reset`, `/reset-password`):
 * a one-time token kept hashed-by-lookup in its verification table, valid an hour, consumed by
 * its use, and the reset ends every session of the account. The link opens the web app's
 * /reset-password page. Three ways to get one: e-mailed with SMTP_URL ("Forgot password?"), made
 * by a clinic's owner or admin for a member (reset-link-routes.ts), or by the shell
 * (`npm run user -- reset-password`). The e-mail is in the language the page asked in.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  createMailSender,
  htmlParagraphs,
  type MailContent,
  type MailerOptions,
} from './mail-transport.js';

/**
 * An hour: long enough to find the e-mail, short enough that a link forwarded or found later in
 * a mailbox no longer works (OWASP Forgot Password Cheat Sheet: tokens single use, expiring).
 */
export const RESET_LINK_EXPIRES_S = 60 * 60;

/** The web app's reset page (`paths.resetPassword` in src/web/lib/paths.ts). */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * A token Better Auth's `/reset-password` accepts, for a link handed over without e-mail. The
 * same shape as its own (identifier `reset-password:<token>`, the user id as value); 32 random
 * bytes, as unguessable as a session.
 */
/** The part of the auth service a token is stored through (not imported: auth-service uses this file). */
interface VerificationStore {
  $context: Promise<{
    internalAdapter: {
      createVerificationValue(data: {
        identifier: string;
        value: string;
        expiresAt: Date;
      }): Promise<unknown>;
    };
  }>;
}

export async function createResetToken(
  auth: VerificationStore,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const { internalAdapter } = await auth.$context;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_LINK_EXPIRES_S * 1000);
  await internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt,
  });
  return { token, expiresAt };
}

type Language = 'pt-BR' | 'en';

/** The page's language, sent as Accept-Language; Portuguese for any `pt`, else English. */
export function languageOf(headers: Headers | undefined): Language {
  const first = headers?.get('accept-language')?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('pt') ? 'pt-BR' : 'en';
}

const TEXTS: Record<Language, { subject: string; lines: (link: string) => string[] }> = {
  'pt-BR': {
    subject: 'Redefinição de senha do Ritmo',
    lines: (link) => [
      'Recebemos um pedido para redefinir a senha da sua conta no Ritmo.',
      'Para escolher uma nova senha, abra o link abaixo. Ele vale por 1 hora e só pode ser usado uma vez; ao usá-lo, você sai da conta em todos os outros aparelhos.',
      link,
      'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
    ],
  },
  en: {
    subject: 'Reset your Ritmo password',
    lines: (link) => [
      'We received a request to reset the password of your Ritmo account.',
      'To choose a new password, open the link below. It works for 1 hour and only once; using it signs your account out on every other device.',
      link,
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ],
  },
};

/** No user-written text at all: the reader's name is left out, only the link varies. */
export function buildResetMail(language: Language, link: string): MailContent {
  const { subject, lines } = TEXTS[language];
  const paragraphs = lines(link);
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: [
      '<!doctype html>',
      `<html lang="${language}"><head><meta charset="utf-8"></head><body>`,
      htmlParagraphs(paragraphs, link),
      '</body></html>',
    ].join('\n'),
  };
}

/**
 * Reset e-mails one account gets in an hour, whoever asks and from however many addresses (the
 * per-address rate limit alone let a mailbox be flooded): three cover a lost message and a retry.
 * Past it the answer stays the same (it reveals no accounts) and no e-mail goes out.
 */
export const RESET_MAILS_PER_HOUR = 3;

interface VerificationTable {
  verification: { identifier: string; value: string; expiresAt: unknown };
}

/** The reset tokens of `userId` made in the last hour (each lives an hour), this one included. */
export function recentResetTokens(authDb: Kysely<unknown>) {
  const db = authDb as Kysely<VerificationTable>;
  return async (userId: string): Promise<number> => {
    const rows = await db
      .selectFrom('verification')
      .select('expiresAt')
      .where('value', '=', userId)
      .where('identifier', 'like', 'reset-password:%')
      .execute();
    // Stored as the adapter chose (a date, text or a number): compared here, not in SQL.
    const now = Date.now();
    return rows.filter((row) => new Date(row.expiresAt as string).getTime() > now).length;
  };
}

/** `emailAndPassword.sendResetPassword`: the link to the web page, not Better Auth's redirect. */
export function createResetMailer(
  options: MailerOptions,
  recentTokens: (userId: string) => Promise<number>,
) {
  const send = createMailSender(options);
  return async (
    data: { user: { id: string; email: string }; token: string },
    request?: Request,
  ): Promise<void> => {
    if ((await recentTokens(data.user.id)) > RESET_MAILS_PER_HOUR) {
      options.logError(`password reset e-mail for user ${data.user.id} not sent: hourly limit`);
      return;
    }
    await send(
      data.user.email,
      buildResetMail(languageOf(request?.headers), resetLink(options.publicUrl, data.token)),
      `password reset e-mail for user ${data.user.id}`,
    );
  };
}
