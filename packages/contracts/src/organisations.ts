import { z } from 'zod';
import { DashboardBadge } from './shell';
import { endpoints } from './endpoint';
import {
  COUNTY_CODE_PATTERN,
  HOUSEHOLD_LABEL_MAX,
  ORG_APPLICATION_TYPES,
  ORG_PAGE_SIZE,
  ORG_PAGE_SIZE_MAX,
  ORG_RESIDENT_CALLS,
  PROVISIONED_NAME_MAX,
} from './organisations-api';
import { PROVISIONING_STAFF_CALLS } from './calls-staff';
import { line, Username } from './validation';

export * from './organisations-api';

/**
 * What an administrator provisions (issue 13): provider facilities and their staff accounts
 * (what each may do, never more than the facility allows), and organisations that apply for
 * many households with the accounts that act for them.
 */

const Name = line(PROVISIONED_NAME_MAX, 'validation.name.tooLong').min(1, 'validation.required');

export const ProviderFacilityInput = z.object({
  name: Name,
  countyCode: z.string().trim().regex(COUNTY_CODE_PATTERN, 'validation.county.invalid'),
  presumptiveAllowed: z.boolean(),
  bccmAllowed: z.boolean(),
  newbornAllowed: z.boolean(),
});
export type ProviderFacilityInput = z.input<typeof ProviderFacilityInput>;

/** What a staff account may do (users.provider_*): at most what its facility allows. */
export const ProviderStaffInput = z.object({
  username: Username,
  presumptive: z.boolean(),
  bccm: z.boolean(),
  newborn: z.boolean(),
});
export type ProviderStaffInput = z.input<typeof ProviderStaffInput>;

export const ProviderFacility = z.object({
  facilityId: z.uuid(),
  name: z.string(),
  countyCode: z.string(),
  presumptiveAllowed: z.boolean(),
  bccmAllowed: z.boolean(),
  newbornAllowed: z.boolean(),
  staff: z.array(
    z.object({
      userName: z.string(),
      displayName: z.string(),
      presumptive: z.boolean(),
      bccm: z.boolean(),
      newborn: z.boolean(),
    }),
  ),
});
export type ProviderFacility = z.infer<typeof ProviderFacility>;
export const ProviderFacilities = z.object({ facilities: z.array(ProviderFacility) });

export const Organisation = z.object({
  organisationId: z.uuid(),
  name: z.string(),
  users: z.array(z.object({ userName: z.string(), displayName: z.string() })),
  submittedCount: z.number().int(),
});
export type Organisation = z.infer<typeof Organisation>;

const FacilityId = z.object({ id: z.uuid() });

export const StartHouseholdApplication = z.object({
  applicationTypeId: z.enum(ORG_APPLICATION_TYPES),
  householdLabel: line(HOUSEHOLD_LABEL_MAX, 'validation.household.tooLong').min(1, 'validation.required'),
});
export type StartHouseholdApplication = z.input<typeof StartHouseholdApplication>;

export const OrganisationApplicationsQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ORG_PAGE_SIZE_MAX).default(ORG_PAGE_SIZE),
});

export const OrganisationApplications = z.object({
  organisationName: z.string(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  applications: z.array(
    z.object({
      applicationId: z.uuid(),
      reference: z.string(),
      householdLabel: z.string().nullable(),
      applicantName: z.string(),
      /** The application type's name in the caller's language. */
      title: z.string(),
      submittedAt: z.string(),
      badge: DashboardBadge,
    }),
  ),
});
export type OrganisationApplications = z.infer<typeof OrganisationApplications>;

export const PROVISIONING_ENDPOINTS = endpoints('provisioning', PROVISIONING_STAFF_CALLS, {
  workerProviderFacilities: {
    summary: 'Administrators: the provider facilities, what each may do, and their staff accounts',
    response: ProviderFacilities,
  },
  workerCreateProviderFacility: {
    summary: 'Administrators: enrols a hospital or clinic',
    body: ProviderFacilityInput,
    response: ProviderFacility,
  },
  workerUpdateProviderFacility: {
    summary: 'Administrators: changes what a facility may do; its staff lose at once what it no longer allows',
    params: FacilityId,
    body: ProviderFacilityInput,
    response: ProviderFacility,
  },
  workerAddProviderStaff: {
    summary:
      'Administrators: makes a portal account staff of a facility with what it may do (never beyond the facility)',
    params: FacilityId,
    body: ProviderStaffInput,
    response: ProviderFacility,
  },
  workerRemoveProviderStaff: {
    summary:
      'Administrators: removes an account from a facility (it loses at once what no other facility of its allows)',
    params: FacilityId.extend({ username: Username }),
    response: ProviderFacility,
  },
  workerOrganisations: {
    summary: 'Administrators: the organisations applying for many households, and their accounts',
    response: z.object({ organisations: z.array(Organisation) }),
  },
  workerCreateOrganisation: {
    summary: 'Administrators: provisions an organisation',
    body: z.object({ name: Name }),
    response: Organisation,
  },
  workerAddOrganisationUser: {
    summary: 'Administrators: names a portal account that acts for the organisation',
    params: FacilityId,
    body: z.object({ username: Username }),
    response: Organisation,
  },
  workerRemoveOrganisationUser: {
    summary:
      'Administrators: the account no longer acts for the organisation (at once; its unsubmitted household drafts can no longer be submitted)',
    params: FacilityId.extend({ username: Username }),
    response: Organisation,
  },
});

export const ORG_ENDPOINTS = endpoints('organisations', ORG_RESIDENT_CALLS, {
  startHouseholdApplication: {
    summary: "An organisation's user starts an application for a household (its own draft, with the household's label)",
    body: StartHouseholdApplication,
    response: z.object({ formId: z.uuid() }),
  },
  organisationApplications: {
    summary: "An organisation's user: the applications the organisation submitted, newest first, paginated",
    query: OrganisationApplicationsQuery,
    response: OrganisationApplications,
  },
});
