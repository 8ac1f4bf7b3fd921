import { z } from 'zod';
import { SYSTEM_STAFF_CALLS } from './calls-staff';
import { endpoints, OkResult } from './endpoint';
import { COUNTER_TYPES, SYSTEM_CALLS } from './system-api';
import { line, LINK_URL_PATTERN, text } from './validation';

const BrandText = z.object({ en: z.string(), es: z.string() });

/** GET system_configurations: public settings the client reads before anything else. */
export const SystemConfigurations = z.object({
  isSuccess: z.boolean(),
  /** Names are given per language ({ en, es }); the code, service name and seal are one. */
  branding: z.object({
    stateName: BrandText,
    agencyName: BrandText,
    departmentCode: z.string(),
    identityServiceName: z.string(),
    portalName: BrandText,
    sealUrl: z.string(),
    phone: z.string(),
  }),
  buildRevision: z.string(),
  defaultLocale: z.string(),
  locales: z.array(z.object({ locale: z.string(), displayName: z.string(), direction: z.enum(['ltr', 'rtl']) })),
  featureFlags: z.object({ lifeEvents: z.boolean(), appeals: z.boolean(), multiLocale: z.boolean() }),
  sessionIdleTimeoutSeconds: z.number().int(),
  responseTimeoutSeconds: z.number().int(),
  phoneMask: z.string(),
  /** Whether residents may sign in with the state's identity provider (OpenID Connect is configured). */
  identityProviderSignIn: z.boolean(),
  /** Days to a decision, shown to residents (the processing standards of the programmes). */
  processingStandards: z.object({
    expeditedFoodDays: z.number().int(),
    foodDays: z.number().int(),
    familyMedicaidDays: z.number().int(),
    workFirstDays: z.number().int(),
    disabilityMedicaidDays: z.number().int(),
  }),
});
export type SystemConfigurations = z.infer<typeof SystemConfigurations>;

/** Spec part 1 §3.1: a configured external link. recordStatus RST1 means active. */
export const ExternalLink = z.object({
  externalURLConfigID: z.number().int(),
  groupCode: z.string(),
  localeIdentifier: z.string(),
  recordStatus: z.string(),
  linkURL: z.string(),
  linkTextValue: z.string(),
  staticText: z.string(),
});
export type ExternalLink = z.infer<typeof ExternalLink>;
export const ExternalLinkList = z.object({ dtls: z.array(ExternalLink) });
export type ExternalLinkList = z.infer<typeof ExternalLinkList>;

export { BANNER_GROUPS, FOOTER_LINK_IDS, LINK_STATUS_ACTIVE } from './shell-constants';

/** Spec part 1 §3.2: a code table and its items, described in the caller's language. */
export const CodeTableItem = z.object({
  value: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  childTable: z.string().nullable(),
});
export const CodeTable = z.object({
  tableName: z.string(),
  defaultValue: z.string().nullable(),
  items: z.array(CodeTableItem),
});
export type CodeTable = z.infer<typeof CodeTable>;
export const CodeTableName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.codeTable.name');

/** Spec part 1 §3.1 / part 2 §3: the reads the session start makes for a signed-in person. */
export const PresumptiveUser = z.object({ nfPresumptiveAllowed: z.boolean(), nfBCCMAllowed: z.boolean() });
export type PresumptiveUser = z.infer<typeof PresumptiveUser>;
export const LinkedUser = z.object({
  nfLinkedInd: z.boolean(),
  nfUserFullName: z.string(),
  isDelinkedUserInd: z.boolean(),
  canAppeal: z.boolean(),
});
export type LinkedUser = z.infer<typeof LinkedUser>;
export const AuthRepDisplay = z.object({
  displayRegularEpassInd: z.boolean(),
  isAuthRepEpassEnabled: z.boolean(),
  isRegularEpassUser: z.boolean(),
});
export type AuthRepDisplay = z.infer<typeof AuthRepDisplay>;
export const NewbornLinked = z.object({ isANBUserLinked: z.boolean() });
export type NewbornLinked = z.infer<typeof NewbornLinked>;

/** An administrator's change to a configured link: its text, address, note and whether it shows. */
export const ExternalLinkUpdate = z.object({
  linkTextValue: line(200).min(1, 'validation.required'),
  linkURL: line(500).regex(LINK_URL_PATTERN, 'validation.invalid'),
  staticText: text(500),
  recordStatus: z.enum(['RST1', 'RST2']),
});
export type ExternalLinkUpdate = z.input<typeof ExternalLinkUpdate>;

/** Clicks counted per kind and day, the last 90 days, newest first. */
export const CounterList = z.object({
  counters: z.array(z.object({ counterTypeCode: z.enum(COUNTER_TYPES), day: z.string(), count: z.number().int() })),
});
export type CounterList = z.infer<typeof CounterList>;

export const SYSTEM_ENDPOINTS = endpoints(
  'system',
  { ...SYSTEM_CALLS, ...SYSTEM_STAFF_CALLS },
  {
    systemConfigurations: {
      summary: 'Public settings read at start-up and polled to notice going offline',
      response: SystemConfigurations,
    },
    externalUrlConfig: { summary: 'Configured external links (banners, footer)', response: ExternalLinkList },
    codeTable: {
      summary: "A code table with its items described in the caller's language",
      params: z.object({ tableName: CodeTableName }),
      response: CodeTable,
    },
    countClick: {
      summary: 'Counts a click on a counted link (once per visit and day); the link itself opens as usual',
      params: z.object({ counterTypeCode: z.enum(COUNTER_TYPES) }),
      response: OkResult,
    },
    workerExternalLinks: {
      summary: 'Every configured external link, shown or not (administrators)',
      response: ExternalLinkList,
    },
    workerUpdateExternalLink: {
      summary: 'Changes a configured link: text, https address (or a path of the portal), note, shown or hidden',
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: ExternalLinkUpdate,
      response: ExternalLink,
    },
    workerCounters: { summary: 'Clicks counted per kind and day, the last 90 days', response: CounterList },
  },
);
