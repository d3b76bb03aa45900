/**
 * Sends a notice to one device with the `web-push` library (VAPID signing and aes128gcm
 * encryption are the library's, never written here). The payload passes through the browser
 * vendor's servers, so it holds no clinical detail: a fixed title in the device's language and
 * the screen to open. A 404/410 means the subscription is gone: it is deleted.
 */
import { Agent } from 'node:https';
import { createConnection, type NetConnectOpts, type Socket } from 'node:net';
import webpush, { type RequestOptions, WebPushError } from 'web-push';
import type { PushLanguage } from '../../common/schemas/push-subscription.js';
import type { PushConfig } from './push-config.js';
import type { StoredSubscription } from './push-subscription-repository.js';

export type PushNoticeKind = 'reminder' | 'message';

const TITLES: Record<PushNoticeKind, Record<PushLanguage, string>> = {
  reminder: { 'pt-BR': 'Ritmo: sua sessão de hoje', en: 'Ritmo: your session today' },
  message: {
    'pt-BR': 'Ritmo: uma mensagem da sua clínica',
    en: 'Ritmo: a message from your clinic',
  },
};

/** The patient's app: its Today screen, or its messages. */
const OPENS: Record<PushNoticeKind, string> = { reminder: '/me', message: '/me/messages' };

export function pushPayloadOf(kind: PushNoticeKind, language: string): string {
  const title = TITLES[kind][language === 'en' ? 'en' : 'pt-BR'];
  return JSON.stringify({ kind, title, url: OPENS[kind] });
}

/** A reminder is worth nothing the next day; a message notice keeps a day too. */
const TTL_S = 12 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/**
 * web-push speaks https only; a plain-http loopback endpoint (a test's push receiver, allowed by
 * PUSH_SERVICE_HOSTS only on loopback) goes through an agent that opens plain TCP.
 */
class PlainLoopbackAgent extends Agent {
  override createConnection(options: NetConnectOpts): Socket {
    return createConnection(options);
  }
}
const loopbackAgent = new PlainLoopbackAgent();

export type SendOutcome = 'sent' | 'gone' | 'failed';

export interface PushSenderDeps {
  config: PushConfig;
  forget(workspaceId: string, subscriptionId: string): Promise<void>;
  logError(error: unknown): void;
}

export function createPushSender({ config, forget, logError }: PushSenderDeps) {
  return async function send(
    subscription: StoredSubscription,
    kind: PushNoticeKind,
  ): Promise<SendOutcome> {
    const options: RequestOptions = {
      vapidDetails: config.vapid,
      TTL: TTL_S,
      timeout: SEND_TIMEOUT_MS,
      contentEncoding: 'aes128gcm',
      ...(subscription.endpoint.startsWith('http:') ? { agent: loopbackAgent } : {}),
    };
    try {
      await webpush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        pushPayloadOf(kind, subscription.language),
        options,
      );
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await forget(subscription.workspace_id, subscription.subscription_id);
        return 'gone';
      }
      logError(error);
      return 'failed';
    }
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
