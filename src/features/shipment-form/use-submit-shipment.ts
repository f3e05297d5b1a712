// SPEC 4 creation flow: validate; a guest signs in by SMS (login type 1); POST /shipment with
// the draft's Idempotency-Key; on 201 with a shipmentId go to the tracking page, otherwise
// "Hata oluştu. Lütfen tekrar deneyiniz" with the status, and the form keeps everything.
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { notifications } from '@mantine/notifications';
import { api } from '@/api/client';
import { describeApiError, describeThrown } from '@/api/errors';
import type { ValidationError } from '@/domain/validators';
import { useSignIn } from '@/features/auth';
import { alertDialog } from '@/ui/alert-dialog';
import { toShipmentInput, type ShipmentFormValues } from './form-values';
import { formMessages as m } from './messages';
import { StepId, stepErrors, toFormPath, type StepContext } from './steps';
import type { RoutePrice } from './use-route-price';
import type { DraftState } from './use-shipment-form';

interface ServerFieldError {
  field?: string;
  code?: string;
  desc?: string;
}

function serverFieldErrors(body: unknown): Record<string, string> {
  const list = (body as { errors?: ServerFieldError[] } | null)?.errors;
  const out: Record<string, string> = {};
  if (!Array.isArray(list)) return out;
  for (const e of list) if (e.field) out[toFormPath(e.field)] ??= e.desc || e.code || '';
  return out;
}

export interface SubmitOptions {
  values: () => ShipmentFormValues;
  ctx: StepContext;
  price: RoutePrice;
  draft: DraftState;
  /** Shows the errors on the fields and in the dialog, and opens the step of the first one. */
  onInvalid: (errors: ValidationError[]) => void;
  onServerErrors: (errors: Record<string, string>) => void;
  onCreated?: (shipmentId: number) => void;
}

export function useSubmitShipment({
  values,
  ctx,
  price,
  draft,
  onInvalid,
  onServerErrors,
  onCreated,
}: SubmitOptions) {
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const { signIn } = useSignIn();

  const submit = async () => {
    const current = values();
    const errors = stepErrors(StepId.Complete, current, ctx);
    if (errors.length > 0) {
      onInvalid(errors);
      return;
    }
    setSubmitting(true);
    try {
      if (ctx.showUserStep) {
        const signedIn = await signIn({ identifier: current.guestPhone, loginType: 1 });
        if (!signedIn) return;
      }
      const computed =
        price.state === 'ready'
          ? {
              distanceKm: price.distanceKm,
              totalPrice: price.breakdown.totalPrice,
              insurancePrice: price.breakdown.insurancePrice,
              transportServicePrice: price.breakdown.transportServicePrice,
            }
          : undefined;
      let result;
      try {
        result = await api.POST('/shipment', {
          body: toShipmentInput(current, computed),
          params: { header: { 'Idempotency-Key': draft.idempotencyKey } },
        });
      } catch (error) {
        const message = describeThrown(error, 'create-shipment');
        await alertDialog({ title: message.title, text: message.text });
        return;
      }
      const shipmentId = result.data?.data?.shipmentId;
      if (result.response.status === 201 && shipmentId) {
        await draft.finish();
        notifications.show({ color: 'teal', title: m.successTitle, message: m.successText(shipmentId) });
        if (onCreated) onCreated(shipmentId);
        else
          await navigate({
            to: '/gonderi-takip/$shipmentId/$actionTypeDetail/',
            params: { shipmentId: String(shipmentId), actionTypeDetail: 'hareketler' },
          });
        return;
      }
      // 498: the session-ended handler tells the user and signs them in over the form; the
      // form keeps everything, and "Gönderiyi Oluştur" sends it then.
      if (result.response.status === 498) return;
      const body: unknown = result.error ?? result.data;
      onServerErrors(serverFieldErrors(body));
      const message = describeApiError({ status: result.response.status, body, kind: 'create-shipment' });
      await alertDialog({ title: message.title, text: message.text });
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
