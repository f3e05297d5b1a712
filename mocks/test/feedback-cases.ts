// The bodies POST /feedback refuses, with the field, code and a part of the Turkish text: one
// table for feedback.test.ts (the answers) and feedback.memory.test.ts (nothing recorded).
export const validFeedback = { topic: 'gonderi', message: 'Kurye paketi zamanında getirdi, teşekkürler.' };
const valid = validFeedback;

export const refusedFeedback: [name: string, body: unknown, field: string, code: string, text: string][] = [
  ['no topic', { message: valid.message }, 'topic', 'FEEDBACK_TOPIC_REQUIRED', 'Lütfen bir konu seçiniz.'],
  ['an unknown topic', { ...valid, topic: 'reklam' }, 'topic', 'FEEDBACK_TOPIC_REQUIRED', 'konu'],
  ['no message', { topic: 'oneri' }, 'message', 'FEEDBACK_MESSAGE_REQUIRED', 'mesajınızı'],
  ['a message of spaces', { ...valid, message: '      ' }, 'message', 'FEEDBACK_MESSAGE_REQUIRED', 'mesaj'],
  ['a short message', { ...valid, message: 'kısa' }, 'message', 'FEEDBACK_MESSAGE_TOO_SHORT', '10 karakter'],
  ['a message over 2000', { ...valid, message: 'a'.repeat(2001) }, 'message', 'TEXT_TOO_LONG', 'uzunluğu'],
  [
    'a shipment number as text',
    { ...valid, shipmentId: '1004' },
    'shipmentId',
    'SHIPMENT_NUMBER_INVALID',
    'rakam',
  ],
  ['a shipment number of 0', { ...valid, shipmentId: 0 }, 'shipmentId', 'SHIPMENT_NUMBER_INVALID', 'rakam'],
  [
    'a shipment number over 2^31-1',
    { ...valid, shipmentId: 2 ** 31 },
    'shipmentId',
    'SHIPMENT_NUMBER_INVALID',
    'rakam',
  ],
  ['a bad phone', { ...valid, phone: '0212' }, 'phone', 'PHONE_INVALID', '0xxx xxx xxxx'],
  ['a phone over 20', { ...valid, phone: '0'.repeat(21) }, 'phone', 'TEXT_TOO_LONG', 'uzunluğu'],
  ['a bad e-mail', { ...valid, email: 'ayse' }, 'email', 'EMAIL_INVALID', 'e-posta'],
];
