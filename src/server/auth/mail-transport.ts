/**
 * What every e-mail the auth service sends shares (invitations, password resets): one SMTP
 * transport on SMTP_URL with short timeouts, paragraphs as escaped HTML, and error text fit for
 * the log. A send runs after the answer (auth-service's backgroundTasks) and never throws.
 */
import nodemailer from 'nodemailer';

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  publicUrl: string;
  logError: (message: string) => void;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * Seconds, not minutes: a local relay answers in milliseconds, and a send that waits longer is
 * one that fails; the failure is logged (the invitation link stays in Settings → Clinic, an
 * owner or admin can make a reset link). Nodemailer's defaults hold a socket for two minutes.
 */
export const MAIL_TIMEOUTS_MS = { connection: 5_000, greeting: 5_000, socket: 10_000 };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Paragraphs as HTML; the line equal to `link` becomes the link. */
export function htmlParagraphs(lines: string[], link: string): string {
  return lines
    .map((line) =>
      line === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
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

/** Sends one message; a failure is logged as `what` not sent, with the reason, never thrown. */
export function createMailSender(options: MailerOptions) {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: MAIL_TIMEOUTS_MS.connection,
    greetingTimeout: MAIL_TIMEOUTS_MS.greeting,
    socketTimeout: MAIL_TIMEOUTS_MS.socket,
  });
  return async (to: string, content: MailContent, what: string): Promise<void> => {
    try {
      await transport.sendMail({ from: options.from, to, ...content });
    } catch (error) {
      options.logError(`${what} not sent: ${describeError(error)}`);
    }
  };
}
