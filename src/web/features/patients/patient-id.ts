/** Default Patient ID for a new patient: "P-" and six base32 characters, e.g. "P-K7Q2XM". */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function generatePatientId(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(6));
  // 256 is a multiple of 32, so `% 32` keeps every character equally likely.
  return `P-${Array.from(bytes, (byte) => BASE32[byte % 32]).join('')}`;
}
