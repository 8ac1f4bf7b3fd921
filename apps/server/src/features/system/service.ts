import { PROCESSING_DAYS, type SystemConfigurations } from '@portal/contracts';
import type { AppContext } from '../../platform/http/context';
import { readFeatureFlags } from './repo';

/** The flags change rarely and this call is polled every few seconds by every open page. */
const FLAGS_TTL_MS = 10_000;
let cachedFlags: { at: number; flags: Map<string, boolean> } | undefined;

export async function systemConfigurations(ctx: AppContext): Promise<SystemConfigurations> {
  const now = Date.now();
  if (!cachedFlags || now - cachedFlags.at > FLAGS_TTL_MS) {
    cachedFlags = { at: now, flags: await readFeatureFlags(ctx.db) };
  }
  const flags = cachedFlags.flags;
  const { config } = ctx;
  return {
    isSuccess: true,
    branding: config.branding,
    buildRevision: config.buildRevision,
    defaultLocale: 'en-US',
    locales: [
      { locale: 'en-US', displayName: 'English', direction: 'ltr' },
      { locale: 'es', displayName: 'Español', direction: 'ltr' },
    ],
    featureFlags: {
      lifeEvents: flags.get('lifeEvents') ?? true,
      appeals: flags.get('appeals') ?? true,
      multiLocale: flags.get('multiLocale') ?? true,
    },
    sessionIdleTimeoutSeconds: Math.round(config.session.idleMs / 1000),
    responseTimeoutSeconds: 3600,
    phoneMask: '###-###-####',
    identityProviderSignIn: config.oidc !== undefined,
    processingStandards: {
      expeditedFoodDays: PROCESSING_DAYS.expeditedFood,
      foodDays: PROCESSING_DAYS.food,
      familyMedicaidDays: PROCESSING_DAYS.familyMedicaid,
      workFirstDays: PROCESSING_DAYS.workFirst,
      disabilityMedicaidDays: PROCESSING_DAYS.disabilityMedicaid,
    },
  };
}

/** Tests that change flags in the database call this to see them at once. */
export function forgetCachedFlags(): void {
  cachedFlags = undefined;
}
