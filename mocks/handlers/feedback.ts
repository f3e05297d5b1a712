// Feedback form and public help.
import * as v from 'valibot';
import { textSchema } from '@/domain/limits';
import { isValidEmail, isValidPhone, type ValidationError } from '@/domain/validators';
import { now } from '../clock';
import { db, nextId } from '../db';
import { failValidation } from '../errors';
import { created, handle, ok } from '../handle';
import { http } from '../http';

const feedbackIn = v.object({
  name: v.nullish(textSchema('name')),
  phone: v.nullish(textSchema('phone')),
  email: v.nullish(textSchema('email')),
  message: v.nullish(textSchema('message')),
});

export const feedbackHandlers = [
  http.post(
    '/feedback',
    handle({ auth: 'optional', body: feedbackIn }, async ({ body, auth }) => {
      const errors: ValidationError[] = [];
      const message = body.message?.trim() ?? '';
      if (!message) errors.push({ field: 'message', code: 'FEEDBACK_MESSAGE_REQUIRED' });
      if (body.email && !isValidEmail(body.email)) errors.push({ field: 'email', code: 'EMAIL_INVALID' });
      if (body.phone && !isValidPhone(body.phone)) errors.push({ field: 'phone', code: 'PHONE_INVALID' });
      if (errors.length > 0) failValidation(errors);
      const feedbackId = nextId(db.feedback.all(), (f) => f.feedbackId);
      await db.feedback.create({
        feedbackId,
        name: body.name?.trim() ?? '',
        phone: body.phone ?? '',
        email: body.email ?? '',
        message,
        userId: auth?.user.userId ?? null,
        createdAt: now(),
      });
      return created(
        { feedbackId },
        { infoType: 'Success', text1: 'Geri bildiriminiz için teşekkür ederiz.', httpStatus: 201 },
      );
    }),
  ),

  http.get(
    '/help',
    handle({ auth: 'public' }, () =>
      ok(
        db.help
          .findMany((q) => q.where({ isActive: true }))
          .sort((a, b) => a.order - b.order || a.helpId - b.helpId),
      ),
    ),
  ),
];
