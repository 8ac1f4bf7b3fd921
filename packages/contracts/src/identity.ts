import { z } from 'zod';
import { IDENTITY_CALLS } from './api';
import { endpoints, OkResult } from './endpoint';
import { AuthRepDisplay, LinkedUser, NewbornLinked, PresumptiveUser } from './system';
import { passwordProblem } from './password-policy';
import { Email, EnteredPassword, line, Password, Phone, Username } from './validation';

export const USER_TYPES = ['STANDARD', 'LINKED'] as const;
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;

export const STAFF_ROLES = ['CASEWORKER', 'ADMIN', 'HEARING_OFFICER'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/**
 * GET user_account_login: the signed-in account, or userType null for the anonymous
 * "public citizen" session every visitor gets.
 */
export const UserAccount = z.object({
  userName: z.string().nullable(),
  userType: UserType.nullable(),
  displayName: z.string().nullable(),
  staffRole: StaffRole.nullable(),
  isDelinked: z.boolean(),
  locale: z.string(),
  /** Portal addition: a signed-in resident's unread notices, for the header (null: not counted in this answer). */
  unreadNotices: z.number().int().nullable(),
  /**
   * Portal addition (ADR 0132): a staff or provider account signed in without a passkey on file.
   * Until it adds one, the session may do nothing but add one (every other call: 403 PASSKEY_REQUIRED).
   */
  passkeyRequired: z.boolean(),
});
export type UserAccount = z.infer<typeof UserAccount>;

export const LoginRequest = z.object({
  username: line(64).min(1, 'validation.required'),
  password: EnteredPassword,
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SignUpRequest = z
  .object({
    username: Username,
    password: Password,
    firstName: line(60).min(1, 'validation.required'),
    lastName: line(60).min(1, 'validation.required'),
    email: Email.optional(),
    phone: Phone.optional(),
  })
  .refine((v) => v.email !== undefined || v.phone !== undefined, {
    message: 'validation.contact.methodRequired',
    path: ['email'],
  })
  .refine((v) => passwordProblem(v.password, v.username) !== 'validation.password.username', {
    message: 'validation.password.username',
    path: ['password'],
  });
export type SignUpRequest = z.input<typeof SignUpRequest>;

/** Where the person stands after a password check. */
export const LoginResult = z.object({
  next: z.enum(['DONE', 'MFA']),
  userAccount: UserAccount,
  /** With next = MFA: the login attempt to continue at /nfMFAQuestions/{uuid}. */
  loginAttemptId: z.string().optional(),
});
export type LoginResult = z.infer<typeof LoginResult>;

/** Session timing, for the inactivity dialog. Times are ISO strings from the server's clock. */
export const SessionStatus = z.object({
  authenticated: z.boolean(),
  now: z.string(),
  idleExpiresAt: z.string(),
  absoluteExpiresAt: z.string(),
  idleTimeoutSeconds: z.number().int(),
});
export type SessionStatus = z.infer<typeof SessionStatus>;

/** Change the password of the signed-in account. */
export const ChangePasswordRequest = z.object({
  currentPassword: EnteredPassword,
  newPassword: Password,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

export const IDENTITY_ENDPOINTS = endpoints('session', IDENTITY_CALLS, {
  userAccountLogin: {
    summary: 'The signed-in account, or userType null; starts an anonymous public-citizen session if there is none',
    response: UserAccount,
  },
  login: {
    summary: 'Sign in with username and password',
    body: LoginRequest,
    response: LoginResult,
    errors: [423, 429],
  },
  signUp: {
    summary: 'Create a standard account and sign in',
    body: SignUpRequest,
    response: LoginResult,
    errors: [429],
  },
  changePassword: {
    summary: 'Change the password: other sessions end, remembered devices are forgotten, the person is told',
    body: ChangePasswordRequest,
    response: OkResult,
    errors: [429],
  },
  logout: { summary: 'End the session; the old session id stops working at once', response: OkResult },
  sessionStatus: {
    summary: 'When the session ends, for the inactivity dialog (does not count as activity)',
    response: SessionStatus,
  },
  sessionKeepAlive: { summary: '"Stay logged in": restarts the inactivity clock', response: SessionStatus },
  linkedUser: { summary: 'Linked-user result read at session start', response: LinkedUser },
  presumptiveUser: { summary: 'Presumptive-eligibility provider flags', response: PresumptiveUser },
  authRepDisplay: { summary: 'Authorized-representative display setting', response: AuthRepDisplay },
  newbornLinked: { summary: 'Whether the user is linked as a newborn-referral provider', response: NewbornLinked },
});
