import { UA_BASE } from './api';
import { call } from './http';

/**
 * Organisations applying for many households (issue 13): a business or community organisation
 * the state provisioned starts applications for different households and lists what it
 * submitted. No zod: the organisation pages import it (apart from RESIDENT_CALLS, which every
 * page loads).
 */
const ORG = `${UA_BASE}/nf_organisation`;
export const ORG_RESIDENT_CALLS = {
  /** Starts a draft for a household (several of one type are allowed, told apart by the label). */
  startHouseholdApplication: call('POST', `${ORG}/start_application`),
  /** "Applications you submitted": the organisation's applications, newest first, a page at a time. */
  organisationApplications: call('GET', `${ORG}/applications`),
};
export type OrgCallName = keyof typeof ORG_RESIDENT_CALLS;

/** The application types an organisation may start for a household. */
export const ORG_APPLICATION_TYPES = ['FNS', 'MA', 'WF', 'LIEAP'] as const;
export type OrgApplicationType = (typeof ORG_APPLICATION_TYPES)[number];

/** The longest organisation or facility name, and household label. */
export const PROVISIONED_NAME_MAX = 120;
export const HOUSEHOLD_LABEL_MAX = 80;
/** The largest page of "Applications you submitted" (and the default). */
export const ORG_PAGE_SIZE_MAX = 50;
export const ORG_PAGE_SIZE = 10;
/** A county (DSS office) code: three digits. */
export const COUNTY_CODE_PATTERN = /^\d{3}$/;
