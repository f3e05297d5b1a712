// Feedback (docs/screens-and-routes.md, "/geri-bildirim"): one schema for the form and the emulated server, so both
// refuse the same things with the same catalogue codes (validation-messages.ts). Pure: valibot only.
import * as v from 'valibot';
import { canonicalJson } from './idempotency';
import { ID_MAX, TEXT_MAX, textSchema } from './limits';
import { isValidEmail, isValidPhone } from './validators';

/** What the feedback is about: codes on the wire, Turkish labels on screen. */
export const FEEDBACK_TOPICS = [
  'gonderi',
  'kurye',
  'odeme',
  'uygulama',
  'oneri',
  'sikayet',
  'diger',
] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

export const feedbackTopicLabels: Record<FeedbackTopic, string> = {
  gonderi: 'Gönderim hakkında',
  kurye: 'Kurye hakkında',
  odeme: 'Ödeme ve fiyat',
  uygulama: 'Uygulama / teknik sorun',
  oneri: 'Öneri',
  sikayet: 'Şikâyet',
  diger: 'Diğer',
};

/** A message shorter than this says too little to act on ("test", "merhaba"). */
export const FEEDBACK_MESSAGE_MIN = 10;

/** Shipment numbers are ids: digits only, at most 10 of them (ID_MAX has 10). */
const SHIPMENT_NUMBER = /^\d{1,10}$/;

// Missing keys read as empty, so they get the field's own Turkish text, not the object's.
const messageSchema = v.pipe(
  v.optional(v.string('FEEDBACK_MESSAGE_REQUIRED'), ''),
  v.maxLength(TEXT_MAX.message, 'TEXT_TOO_LONG'),
  v.trim(),
  v.minLength(1, 'FEEDBACK_MESSAGE_REQUIRED'),
  v.minLength(FEEDBACK_MESSAGE_MIN, 'FEEDBACK_MESSAGE_TOO_SHORT'),
);

/** The body of `POST /feedback` (openapi.yaml FeedbackInput), as the server reads it. */
export const feedbackInputSchema = v.object({
  topic: v.optional(v.picklist(FEEDBACK_TOPICS, 'FEEDBACK_TOPIC_REQUIRED'), '' as FeedbackTopic),
  message: messageSchema,
  shipmentId: v.nullish(
    v.pipe(
      v.number('SHIPMENT_NUMBER_INVALID'),
      v.integer('SHIPMENT_NUMBER_INVALID'),
      v.minValue(1, 'SHIPMENT_NUMBER_INVALID'),
      v.maxValue(ID_MAX, 'SHIPMENT_NUMBER_INVALID'),
    ),
  ),
  phone: v.nullish(
    v.pipe(
      textSchema('phone'),
      v.check((p) => p === '' || isValidPhone(p), 'PHONE_INVALID'),
    ),
  ),
  // Older clients may send a name or an e-mail: bounded and checked, never required.
  name: v.nullish(textSchema('name')),
  email: v.nullish(
    v.pipe(
      textSchema('email'),
      v.check((e) => e === '' || isValidEmail(e), 'EMAIL_INVALID'),
    ),
  ),
});

export type FeedbackInput = v.InferInput<typeof feedbackInputSchema>;
export type Feedback = v.InferOutput<typeof feedbackInputSchema>;

/** The message of a recorded feedback's answer (201), from both servers. */
export const FEEDBACK_THANKS = {
  infoType: 'Success',
  text1: 'Geri bildiriminiz için teşekkür ederiz.',
  httpStatus: 201,
} as const;

/** The 422 text of an Idempotency-Key already used for another feedback. */
export const FEEDBACK_KEY_MISMATCH =
  'Bu istek anahtarı farklı bir geri bildirim için kullanılmış. Lütfen formu yeniden gönderiniz.';

/** The sender of a feedback without a session, in the key records (user ids start at 1). */
export const NO_SESSION_SENDER = 0;

/**
 * What a key record keeps of a feedback request: the operation and the body, whatever its key
 * order. A shipment write's key never matches it (nor the other way round).
 */
export const feedbackFingerprint = (body: Feedback): string => `feedback ${canonicalJson(body)}`;

/** The form as typed: every field a string (the shipment number is typed, not picked). */
export interface FeedbackFormValues {
  topic: string;
  message: string;
  shipmentNumber: string;
  phone: string;
}

export const emptyFeedbackForm: FeedbackFormValues = {
  topic: '',
  message: '',
  shipmentNumber: '',
  phone: '',
};

/**
 * The body the form sends: empty optional fields left out, the message trimmed. A shipment number
 * that is not digits becomes NaN, so the schema refuses it under its field.
 */
export function feedbackBody(values: FeedbackFormValues): FeedbackInput {
  const number = values.shipmentNumber.trim();
  const body: FeedbackInput = {
    topic: values.topic as FeedbackTopic,
    message: values.message.trim(),
  };
  if (number) body.shipmentId = SHIPMENT_NUMBER.test(number) ? Number(number) : Number.NaN;
  if (values.phone) body.phone = values.phone;
  return body;
}

/** Checks what the form would send: field → catalogue code (the first problem of each field). */
export function feedbackProblems(
  values: FeedbackFormValues,
): Partial<Record<keyof FeedbackFormValues, string>> {
  const result = v.safeParse(feedbackInputSchema, feedbackBody(values));
  if (result.success) return {};
  const problems: Partial<Record<keyof FeedbackFormValues, string>> = {};
  for (const issue of result.issues) {
    const key = (issue.path?.[0] as { key?: unknown } | undefined)?.key;
    const field = key === 'shipmentId' ? 'shipmentNumber' : key;
    if (field === 'topic' || field === 'message' || field === 'shipmentNumber' || field === 'phone')
      problems[field] ??= issue.message;
  }
  return problems;
}
