import { z } from 'zod';
import { endpoints } from './endpoint';
import { SYSTEM_CALLS } from './system-api';

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

export const SYSTEM_ENDPOINTS = endpoints('system', SYSTEM_CALLS, {
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
});
