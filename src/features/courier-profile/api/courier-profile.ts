// The signed-in courier's profile and application (GET/PUT /courier/profile), the open-to-work
// switch (PUT /courier/updateStatus) and resending a rejected application (issue 16).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toFormData } from '@/api/client';
import type { components } from '@/api/schema';
import { unwrap } from '@/api/errors';
import { shipmentKeys } from '@/api/shipments/shipment-keys';

export type CourierProfile = components['schemas']['CourierProfile'];

/** What the courier changes; files are sent as they are (see prepareUpload), absent fields stay. */
export interface CourierProfileChanges {
  email?: string;
  iban?: string;
  workingType?: 1 | 2;
  cityId?: number;
  countyId?: number;
  districtId?: number;
  fullAddress?: string;
  photo?: File;
  drivingLicense?: File;
  criminalRecordCertificate?: File;
  taxCertificate?: File;
  /** The SMS code a change of the IBAN, the phone or the e-mail needs (issue 27). */
  verificationCode?: string;
}

/** A change of these needs a fresh SMS code to the phone on file (issue 27). */
export const needsChangeCode = (c: CourierProfileChanges) => c.email !== undefined || c.iban !== undefined;

/** Sends the courier the SMS code for an IBAN, phone or e-mail change. */
export async function requestProfileChangeCode(): Promise<void> {
  unwrap(await api.POST('/courier/profile/code'));
}

const courierProfileKeys = {
  all: ['courier-profile'] as const,
  mine: () => [...courierProfileKeys.all, 'mine'] as const,
};

async function getCourierProfile(): Promise<CourierProfile> {
  return unwrap(await api.GET('/courier/profile'));
}

export function courierProfileQueryOptions() {
  return queryOptions({
    queryKey: courierProfileKeys.mine(),
    queryFn: getCourierProfile,
    // The approval may come while a page is open: the gate polls (see CourierStatusGate).
    staleTime: 30_000,
  });
}

export function useCourierProfile(options: { poll?: boolean } = {}) {
  return useQuery({
    ...courierProfileQueryOptions(),
    refetchInterval: options.poll ? 30_000 : false,
    refetchIntervalInBackground: false,
  });
}

async function updateCourierProfile(changes: CourierProfileChanges): Promise<CourierProfile> {
  return unwrap(
    await api.PUT('/courier/profile', {
      // The typed body describes files as strings (OpenAPI binary); the serializer sends them as files.
      body: changes as unknown as components['schemas']['CourierProfileUpdate'],
      bodySerializer: (body) => toFormData(body as Record<string, unknown>),
    }),
  );
}

async function updateCourierWorkStatus(isOpenToWork: boolean): Promise<CourierProfile> {
  return unwrap(await api.PUT('/courier/updateStatus', { body: { isOpenToWork } }));
}

async function resubmitCourierApplication(): Promise<CourierProfile> {
  return unwrap(await api.POST('/courier/profile/resubmit'));
}

/** A mutation whose answer is the profile: it replaces the cached one; open work depends on it. */
function useProfileMutation<V>(fn: (variables: V) => Promise<CourierProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // A read already under way (the status poll, a page opening) would answer the old profile
    // after this one and flip the switch back: it is cancelled first.
    onMutate: () => queryClient.cancelQueries({ queryKey: courierProfileKeys.mine() }),
    onSuccess: (profile) => {
      queryClient.setQueryData(courierProfileKeys.mine(), profile);
      void queryClient.invalidateQueries({ queryKey: shipmentKeys.courierWork('tenders') });
    },
  });
}

export const useUpdateCourierProfile = () => useProfileMutation(updateCourierProfile);
export const useUpdateCourierWorkStatus = () => useProfileMutation(updateCourierWorkStatus);
export const useResubmitCourierApplication = () => useProfileMutation(resubmitCourierApplication);
