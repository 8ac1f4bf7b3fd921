/**
 * Every screen path of the two spec documents, in one place. The web app's route table is
 * built from these; links and redirects use them, never string literals.
 */
export const ROUTES = {
  home: '/',
  apply: '/apply',
  applySuccess: '/apply/:applicationFormId/success',
  applicationOverview: '/application-overview',

  // Information pages
  faq: '/nf-FAQ',
  learnMoreLanding: '/nf-landing-page-learn-more',
  disclaimer: '/nf-epass-disclaimer',
  ridpFaq: '/nf-ridp-FAQ',
  ridpFaqApply: '/nf-apply-ridp-FAQ',
  fnsFactSheet: '/nf-fns-info-fact-sheet',
  supportedBrowsers: '/nf-browser-supported-versions',
  enoticesFaq: '/nf-enotices-FAQ',
  textAndSecureFaq: '/nf-textAndSecure-FAQ',
  recertFaq: '/nf-fns-or-snap-online-recert-FAQ',
  cocFaq: '/nf-fns-or-snap-online-coc-FAQ',
  applyingOnBehalf: '/nf-applying-on-behalf-of-someone',
  documentUploadQa: '/nfDocumentUploadQAndA',

  // Account entry
  login: '/login',
  nfLogin: '/nfLogin',
  nfLogout: '/nfLogout',
  createAccount: '/nfCreate:identity/Account',
  signUpHome: '/signuphomepage',
  accountOptions: '/nfAccountOptions',
  ssoReturn: '/nfSSOReturn',
  // Account recovery (ADR 0112)
  forgotUsername: '/nfForgotUsername',
  forgotPassword: '/nfForgotPassword',
  forgotPasswordCode: '/nfForgotPassword/code',
  forgotPasswordNew: '/nfForgotPassword/newPassword',

  // Multi-factor session pages
  mfaLearnMore: '/nfLearnMore',
  mfaUnableToLogin: '/nfUnableToLogin',
  mfaResendCode: '/nfResendCode/:uuid/:selectedOption/:selectedLabel',
  mfaRedirect: '/nfRedirect/:enteredSelection',
  mfaSuccess: '/nfMFASuccess',
  mfaQuestions: '/nfMFAQuestions/:uuid',
  mfaConfirmCode: '/nfMFAConfirmCode/:uuid/:selectedOption/:selectedLabel',
  mfaIncorrectLogin: '/nfMFAIncorrectLogin/:uuid/:selectedOption/:selectedLabel/:logInResponse',
  mfaError: '/nfMFAError',
  mfaRememberDevice: '/nfMFARememberDevice/:uuid',
  mfaTemporarilyLocked: '/nfMFATemporarilyLocked',
  mfaAutoNewbornLocked: '/nfMFAAutoNewBornLocked',
  mfaAccountLocked: '/nfMFAAccountLocked',
  mfaAccountDelinked: '/nfMFAAccountDelinked',

  // Anonymous food-and-nutrition apply
  anonApply: '/nf-apply-for-assistance-anonymous',
  anonApplyAccountOptions: '/nf-apply-for-assistance-anonymous/nfAccountOptions',
  anonApplyOverview: '/nf-apply-for-assistance-anonymous/overview',
  anonApplyForm: '/nf-apply-for-assistance-anonymous/form/:formId',
  anonApplyExitWarning: '/nf-apply-for-assistance-anonymous/exit-warning/:formId',
  anonApplySignAndSubmit: '/nf-apply-for-assistance-anonymous/sign-and-submit/:formId',
  anonApplyConfirmation: '/nf-apply-for-assistance-anonymous/confirmation/:formId',

  // Energy assistance
  lieap: '/nflieap',
  lieapAlias: '/nf-lieap',
  lieapAccountOptions: '/nflieap/nfAccountOptions',
  lieapForm: '/nflieap/form/:applicationTypeID',
  lieapSignAndSubmit: '/nflieap/sign-and-submit/:formId',
  lieapConfirmation: '/nflieap/confirmation/:formId',
  lieapExitWarning: '/nflieap/exit-warning/:formId',
  lieapAnonymousForm: '/nflieap/anonymous-form/:applicationTypeID',

  disasterApply: '/nf-apply-for-disaster',
  medicaidExpansionOverview: '/nf-apply-for-medicaid-expansion/overview',
  newbornSignAndSubmit: '/nf-submit-auto-new-born-assistance/sign-and-submit/:formId',

  // Signed in
  account: '/account',
  accountSettings: '/NFAccountSettings',
  updatePrimaryContact: '/NFAccountSettings/updatePrimaryContact',
  primarySecurityCode: '/NFAccountSettings/securitycode',
  secondarySecurityCode: '/NFAccountSettings/secondarysecuritycode',
  updateSecondaryContact: '/NFAccountSettings/UpdateSecondaryContact',
  addSecondaryContact: '/NFAccountSettings/AddSecondaryContact',
  alertsOptIn: '/nf-:department-alerts-opt-in',
  alertsUpdate: '/nf-:department-alerts-update',
  secureMessageOptIn: '/nf-secure-message-opt-in',
  secureMessageUpdate: '/nf-secure-message-update',
  secureMessages: '/nf-secure-messages',

  docUpload: '/docUpload',
  uploadVerification: '/upload/:documentType/:vDIEDLinkID',
  uploadStandalone: '/upload/standalone/documents',
  uploadEnergy: '/upload/energy/documents',
  uploadSelectCase: '/upload/select-case',
  documentToUpload: '/nfDocumentToUpload',

  secureInbox: '/nfSecureInbox',
  secureInboxQa: '/nfSecureInboxQandA',
  enotices: '/nf-enotices',
  enoticesComm: '/nf-enotices-comm',
  enoticesCommDetail: '/nf-enotices-comm/:commId',
  caseworkerInfo: '/nfCaseworkerInfo',

  appeals: '/appeals',
  appealsOverview: '/appeals/overview',
  appealsFormNew: '/appeals/form/new',
  appealsForm: '/appeals/form',
  appealsFormResume: '/appeals/form/:formId',
  appealsSubmitted: '/appeals/submitted',
  nfAppeals: '/nfAppeals',
  nfAppealsFormNew: '/nfAppeals/form/new',
  nfAppealsForm: '/nfAppeals/form',
  nfAppealsFormResume: '/nfAppeals/form/:formId',
  nfAppealsOverview: '/nfAppeals/overview',
  nfAppealsSubmitted: '/nfAppeals/submitted',

  applyForAssistance: '/nf-apply-for-assistance',
  applyOverview: '/nf-apply-for-assistance/overview',
  applyForm: '/nf-apply-for-assistance/form/:formId',
  applySignAndSubmit: '/nf-apply-for-assistance/sign-and-submit/:formId',
  applyConfirmation: '/nf-apply-for-assistance/confirmation/:formId',

  standaloneRidp: '/nf-standalone-ridp',
  standaloneRidpForm: '/nf-standalone-ridp/form/:formId',
  ridpQa: '/nfridp/qa',
  applyRidpQa: '/nf-apply-ridp/qa',

  presumptiveForm: '/nf-presumptive/form/:formId',
  presumptiveConfirmation: '/nf-presumptive/confirmation/:formId',
  /** The provider's past filings (the portal's own page: find a filing again, reprint its notice). */
  presumptiveFilings: '/nf-presumptive/filings',
  newbornForm: '/nf-submit-auto-new-born-assistance/form/:formId',
  newbornConfirmation: '/nf-submit-auto-new-born-assistance/confirmation/:formId',

  myInformation: '/nf-my-information',
  updateMyInformation: '/nf-update-my-information/:updateType',

  coc: '/nf-change-of-circumstance',
  cocForm: '/nf-change-of-circumstance/form/:formId',
  cocSignAndSubmit: '/nf-change-of-circumstance/sign-and-submit/:motivationID',
  cocConfirmation: '/nf-change-of-circumstance/confirmation/:motivationID',
  fnsOrSnapCoc: '/nf-fns-or-snap-coc',
  intermediateCocOverview: '/nf-intermediate-coc-overview',
  snapCoc: '/nf-snap-coc',
  fnsCoc: '/nf-fns-coc',

  renew: '/nf-renew-fns-or-snap-recert/:updateType',
  renewForm: '/nf-renew-fns-or-snap-recert/:updateType/form/:formId',
  renewSignAndSubmit: '/nf-renew-fns-or-snap-recert/:updateType/sign-and-submit/:cocInstanceID',
  renewConfirmation: '/nf-renew-fns-or-snap-recert/:updateType/confirmation/:cocInstanceID',
  fnsOrSnapBenefits: '/nf-fns-or-snap-benefits',

  applicationPending: '/nf_application_pending',
  yourApplications: '/your-applications',
  yourReferrals: '/your-referrals',
  archivedReferrals: '/archived-referrals',
  /** An organisation's user: start an application for a household; the applications it submitted. */
  organisationStart: '/organisation/start-application',
  organisationApplications: '/organisation/applications',
  benefits: '/benefits',
  upgradeAccount: '/nfUpgradeAccount',
  complete: '/nfComplete',

  lifeEvents: '/life-events',
  lifeEventsFormNew: '/life-events/form/new',
  lifeEventsForm: '/life-events/form',
  lifeEventsHistory: '/life-events/history',
  lifeEventsOverview: '/life-events/overview',

  // Staff side
  worker: '/worker',
  workerDocuments: '/worker/documents',
  /** One case for staff: its people, programmes, items, notes and history (ADR 0412). */
  workerCase: '/worker/cases/:caseId',

  // Development only
  devMailbox: '/dev/mailbox',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Older routes of the system the spec was drawn from: each only sends the person home. */
export const REDIRECT_HOME_ROUTES = [
  '/sample-application',
  '/sample-application/*',
  '/payments',
  '/payments/*',
  '/notices',
  '/notices/*',
  '/life-events/legacy/*',
  '/appeals/legacy/*',
  '/profile',
  '/eligibility',
  '/sign-up',
] as const;

/** Screens fill their :params with the same builder as calls. */
export { pathTo } from './http';

/**
 * History state a page passes to the contact-method pages when it sends the person there for one
 * thing (the e-notices page, for an e-mail address): the method to offer first, and where the
 * confirmation page's button goes once the code is accepted.
 */
export interface ContactReturn {
  returnTo: string;
  method?: 'EMAIL' | 'PHONE';
}
