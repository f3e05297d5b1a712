// docs/sign-in-and-sessions.md creation flow: validate; a guest signs in by SMS (login type 1); POST /shipment with
// the submission's Idempotency-Key; on 201 with a shipmentId go to the tracking page; a refusal
// the server explained shows its desc, anything else "Hata oluştu. Lütfen tekrar deneyiniz" with
// the status; the form keeps everything either way.
// Without a network the shipment goes to the send queue instead (features/offline).
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notifications } from '@mantine/notifications';
import { describeApiError, describeThrown } from '@/api/errors';
import type { ValidationError } from '@/domain/validators';
import { getSessionUser } from '@/lib/session/session';
import type { AddressValues } from '@/lib/addresses/address-values';
import { isOnline } from '@/ui/online-status';
import { postShipment } from '@/api/shipments/create-shipment';
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
  /** The shipment was queued to be sent when the network is back (its Idempotency-Key). */
  onQueued: (key: string) => void;
}

function placeOf(a: AddressValues): string {
  return [a.countyName, a.cityName].filter(Boolean).join(' / ') || a.title;
}

/** A fetch that failed for want of a network (not an HTTP answer): safe to queue with its key. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || !isOnline();
}

export function useSubmitShipment({
  values,
  ctx,
  price,
  draft,
  onInvalid,
  onServerErrors,
  onCreated,
  onQueued,
}: SubmitOptions) {
  const [submitting, setSubmitting] = useState(false);
  // Synchronous, unlike the state: a double click cannot start a second submission.
  const inFlight = useRef(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = async () => {
    if (inFlight.current) return;
    const current = values();
    const errors = stepErrors(StepId.Complete, current, ctx);
    if (errors.length > 0) {
      onInvalid(errors);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      if (ctx.showUserStep) {
        if (!isOnline()) {
          // The SMS check needs the server: a guest cannot be queued before it.
          await alertDialog({ title: m.offlineGuestTitle, text: m.offlineGuestText });
          return;
        }
        // The sign-in (dialog, code entry) is loaded for guests only, when they submit.
        const { signIn } = await import('@/features/auth');
        const signedIn = await signIn({ identifier: current.guestPhone, loginType: 1 });
        if (!signedIn) return;
      }
      const computed =
        price.state === 'ready' || price.state === 'estimate'
          ? {
              distanceKm: price.distanceKm,
              totalPrice: price.breakdown.totalPrice,
              insurancePrice: price.breakdown.insurancePrice,
              transportServicePrice: price.breakdown.transportServicePrice,
            }
          : undefined;
      const body = toShipmentInput(current, computed);
      const key = draft.keyFor(JSON.stringify(body));
      const user = getSessionUser();
      const queue = async () => {
        if (!user) return false;
        // The queue's code loads when it is first needed, not with the form.
        const { enqueueWrite, flushSendQueue } = await import('@/lib/outbox/send-queue');
        await enqueueWrite({
          kind: 'createShipment',
          key,
          body,
          ownerId: user.userId,
          summary: {
            from: placeOf(current.startAddress),
            to: current.shipmentList.map((d) => placeOf(d.startAddress)),
            totalPrice: computed?.totalPrice,
            // Priced on the device: the card says so, and compares it with the server's price.
            estimated: price.state === 'estimate',
          },
        });
        await draft.finish();
        onQueued(key);
        // Back online already (or never really gone): send it now.
        void flushSendQueue(queryClient);
        return true;
      };
      if (!isOnline() && (await queue())) return;
      let result;
      try {
        result = await postShipment(body, { idempotencyKey: key });
      } catch (error) {
        // The network dropped on the way: the key makes sending it again safe.
        if (isNetworkFailure(error) && (await queue())) return;
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
      const answer: unknown = result.error ?? result.data;
      onServerErrors(serverFieldErrors(answer));
      const message = describeApiError({
        status: result.response.status,
        body: answer,
        kind: 'create-shipment',
      });
      await alertDialog({ title: message.title, text: message.text });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
