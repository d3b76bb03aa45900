/**
 * Messages between the clinic and a patient: the thread's query definition
 * (`messageThreadQuery`, `useMessageThread`) and the write (`sendMessage`), for the chart's
 * timeline and the patient's Messages screen alike.
 */
export {
  messageThreadKey,
  messageThreadQuery,
  sendMessage,
  useMessageThread,
} from './message-thread';
