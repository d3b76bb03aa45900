/**
 * Messages between the clinic and a patient: the thread's query definition
 * (`messageThreadQuery`, `useMessageThread`) and the write (`sendMessage`), for the chart's
 * timeline and the patient's Messages screen alike.
 */

export { type MessageFormValues, parseMessageForm } from './message-form';
export {
  messageThreadKey,
  messageThreadQuery,
  sendMessage,
  useMessageThread,
  useMessageThreadPages,
} from './message-thread';
