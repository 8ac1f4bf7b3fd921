import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderFacilityInput, ProviderStaffInput } from '@portal/contracts/organisations';
import { staffCall } from '../../../api/staff';

const facilitiesKey = ['worker', 'provider_facilities'] as const;
const organisationsKey = ['worker', 'organisations'] as const;

/** Administrators: every provider facility with its staff. */
export function useFacilities() {
  return useQuery({ queryKey: facilitiesKey, queryFn: () => staffCall('workerProviderFacilities') });
}

/** A change to facilities: the list is read again once it is done. */
function useFacilityChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: facilitiesKey }),
  });
}

export const useCreateFacility = () =>
  useFacilityChange((body: ProviderFacilityInput) => staffCall('workerCreateProviderFacility', { body }));
export const useUpdateFacility = () =>
  useFacilityChange(({ id, body }: { id: string; body: ProviderFacilityInput }) =>
    staffCall('workerUpdateProviderFacility', { params: { id }, body }),
  );
export const useAddStaff = () =>
  useFacilityChange(({ id, body }: { id: string; body: ProviderStaffInput }) =>
    staffCall('workerAddProviderStaff', { params: { id }, body }),
  );
export const useRemoveStaff = () =>
  useFacilityChange(({ id, username }: { id: string; username: string }) =>
    staffCall('workerRemoveProviderStaff', { params: { id, username } }),
  );

/** Administrators: the organisations applying for many households, and their accounts. */
export function useOrganisations() {
  return useQuery({ queryKey: organisationsKey, queryFn: () => staffCall('workerOrganisations') });
}

function useOrganisationChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: organisationsKey }),
  });
}

export const useCreateOrganisation = () =>
  useOrganisationChange((name: string) => staffCall('workerCreateOrganisation', { body: { name } }));
export const useRemoveOrganisationUser = () =>
  useOrganisationChange(({ id, username }: { id: string; username: string }) =>
    staffCall('workerRemoveOrganisationUser', { params: { id, username } }),
  );
export const useAddOrganisationUser = () =>
  useOrganisationChange(({ id, username }: { id: string; username: string }) =>
    staffCall('workerAddOrganisationUser', { params: { id }, body: { username } }),
  );

const repsKey = ['worker', 'provisioned_representatives'] as const;

/** Administrators: the accounts provisioned as representatives. */
export function useProvisionedReps() {
  return useQuery({ queryKey: repsKey, queryFn: () => staffCall('workerProvisionedReps') });
}

function useRepsChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: repsKey }) });
}

export const useProvisionRep = () =>
  useRepsChange((username: string) => staffCall('workerProvisionRep', { body: { username } }));
export const useUnprovisionRep = () =>
  useRepsChange((username: string) => staffCall('workerUnprovisionRep', { params: { username } }));
