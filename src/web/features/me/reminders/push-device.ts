/**
 * This device's Web Push state for the patient's reminders (PRODUCT.md section 12): whether it
 * can receive them (an iPhone only from the Home Screen, iOS 16.4+), its subscription, and the
 * calls that store or delete it on the server. Subscribing needs the push service online, so it
 * is a direct call, not an outbox write.
 */
import { z } from 'zod';
import { apiPaths, apiRoutes } from '../../../../common/api/api-paths';
import {
  type PushLanguage,
  type PushSubscriptionView,
  pushPublicKeySchema,
  pushSubscriptionSchema,
} from '../../../../common/schemas/push-subscription';
import { apiRequest } from '../../../lib/api-client';

export type PushSupport = 'supported' | 'ios-home-screen' | 'unsupported';

/** An iPhone or iPad (iPadOS reports a Mac with touch) in Safari, not opened from the Home Screen. */
export function pushSupportOf(nav: Navigator, win: Window): PushSupport {
  const ios =
    /iPhone|iPad|iPod/.test(nav.userAgent) ||
    (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  const standalone =
    (nav as Navigator & { standalone?: boolean }).standalone === true ||
    win.matchMedia?.('(display-mode: standalone)').matches === true;
  if (ios && !standalone) return 'ios-home-screen';
  const capable = 'serviceWorker' in nav && 'PushManager' in win && 'Notification' in win;
  return capable ? 'supported' : 'unsupported';
}

const answerSchema = z.object({ subscription: pushSubscriptionSchema.nullable() });

async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** What the server keeps for this device's subscription, or null when it has none. */
export async function storedReminder(): Promise<PushSubscriptionView | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  const answer = await apiRequest(apiPaths.pushSubscriptions(subscription.endpoint), {
    schema: answerSchema,
  });
  return answer.subscription;
}

/** Asks for permission, subscribes the device and stores it with the reminder time. */
export async function turnOnReminders(time: string, language: PushLanguage): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const worker = await registration();
  if (!worker) return false;
  const { publicKey } = await apiRequest(apiRoutes.pushPublicKey, { schema: pushPublicKeySchema });
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    }));
  await apiRequest(apiPaths.pushSubscriptions(), {
    method: 'POST',
    body: { ...subscription.toJSON(), language, reminder: { time } },
    schema: answerSchema,
  });
  return true;
}

/** Deletes the device's subscription on the server, then in the browser. */
export async function turnOffReminders(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest(apiPaths.pushSubscriptions(subscription.endpoint), { method: 'DELETE' });
  await subscription.unsubscribe();
}
