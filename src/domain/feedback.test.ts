import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  emptyFeedbackForm,
  feedbackBody,
  feedbackInputSchema,
  feedbackProblems,
  type FeedbackFormValues,
} from './feedback';
import { TEXT_MAX } from './limits';
import { messageFor } from './validation-messages';

const filled: FeedbackFormValues = {
  topic: 'gonderi',
  message: 'Kurye çok kibardı, teşekkürler.',
  shipmentNumber: '',
  phone: '',
};

describe('feedback form rules', () => {
  it('an empty form asks for a topic and a message, in Turkish', () => {
    const problems = feedbackProblems(emptyFeedbackForm);
    expect(problems).toEqual({ topic: 'FEEDBACK_TOPIC_REQUIRED', message: 'FEEDBACK_MESSAGE_REQUIRED' });
    expect(messageFor(problems.topic!)).toBe('Lütfen bir konu seçiniz.');
    expect(messageFor(problems.message!)).toBe('Lütfen mesajınızı yazınız.');
  });

  it('a filled form passes; optional fields left empty are not sent', () => {
    expect(feedbackProblems(filled)).toEqual({});
    expect(feedbackBody(filled)).toEqual({ topic: 'gonderi', message: 'Kurye çok kibardı, teşekkürler.' });
  });

  it('a message of spaces is empty, one under 10 characters too short, one over 2000 too long', () => {
    expect(feedbackProblems({ ...filled, message: '     ' }).message).toBe('FEEDBACK_MESSAGE_REQUIRED');
    expect(feedbackProblems({ ...filled, message: '  kısa  ' }).message).toBe('FEEDBACK_MESSAGE_TOO_SHORT');
    expect(feedbackProblems({ ...filled, message: 'a'.repeat(TEXT_MAX.message + 1) }).message).toBe(
      'TEXT_TOO_LONG',
    );
    expect(feedbackProblems({ ...filled, message: 'a'.repeat(TEXT_MAX.message) })).toEqual({});
  });

  it('a topic not in the list is refused', () => {
    expect(feedbackProblems({ ...filled, topic: 'reklam' }).topic).toBe('FEEDBACK_TOPIC_REQUIRED');
  });

  it('the shipment number is digits only, sent as a number', () => {
    expect(feedbackBody({ ...filled, shipmentNumber: ' 1004 ' }).shipmentId).toBe(1004);
    expect(feedbackProblems({ ...filled, shipmentNumber: '1004' })).toEqual({});
    for (const bad of ['10a4', '-5', '0', '1.5', '99999999999'])
      expect(feedbackProblems({ ...filled, shipmentNumber: bad }).shipmentNumber, bad).toBe(
        'SHIPMENT_NUMBER_INVALID',
      );
  });

  it('the phone is optional; when given it must be a valid mobile number', () => {
    expect(feedbackProblems({ ...filled, phone: '05321112233' })).toEqual({});
    expect(feedbackProblems({ ...filled, phone: '0532111' }).phone).toBe('PHONE_INVALID');
  });
});

describe('the server reads the same schema', () => {
  const parse = (body: unknown) => v.safeParse(feedbackInputSchema, body);

  it('accepts a minimal body and nulls for the optional fields', () => {
    expect(parse({ topic: 'oneri', message: 'Uygulama çok hızlı olmuş.' }).success).toBe(true);
    expect(
      parse({ topic: 'oneri', message: 'Uygulama çok hızlı olmuş.', shipmentId: null, phone: null }).success,
    ).toBe(true);
  });

  it('refuses wrong types, unbounded strings and ids beyond a 32-bit integer', () => {
    const base = { topic: 'oneri', message: 'Uygulama çok hızlı olmuş.' };
    expect(parse({ ...base, topic: 3 }).success).toBe(false);
    expect(parse({ ...base, message: ['x'] }).success).toBe(false);
    expect(parse({ ...base, shipmentId: '1004' }).success).toBe(false);
    expect(parse({ ...base, shipmentId: 2 ** 31 }).success).toBe(false);
    expect(parse({ ...base, phone: '0'.repeat(21) }).success).toBe(false);
    expect(parse({ ...base, name: 'a'.repeat(51) }).success).toBe(false);
    expect(parse({ ...base, email: 'not-an-email' }).success).toBe(false);
  });
});
