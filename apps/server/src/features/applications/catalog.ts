import type { FormDefinition } from '@portal/forms';
import {
  ROUTES,
  WITHDRAWAL_REASONS,
  lang,
  type IntakeApplicationType,
  type Locale,
  type OnlineCategories,
} from '@portal/contracts';
import { t } from '../../platform/i18n';
import { programName } from './present';
import { definitionFor } from './service';

/** What one may apply for: the categories of the apply landing and the motivation types. */

/** The motivation type of standalone identity proofing (packages/forms definitions/identity.ts). */
export const STANDALONE_RIDP = 'RIDP';

/**
 * The categories of the apply landing, in display order; each type is listed in its category's
 * order. A category's name and description are the messages `applications.category.<id>.…`.
 */
const CATEGORIES = [
  { id: 'FOOD_MEDICAL_CASH', url: ROUTES.applyForAssistance, types: ['COMBINED', 'FNS', 'MA', 'MAEXP', 'MAABD', 'WF'] },
  { id: 'ENERGY', url: ROUTES.lieap, types: ['LIEAP'] },
  { id: 'HEALTH', url: ROUTES.applyForAssistance, types: ['COVID'] },
  { id: 'DISASTER', url: ROUTES.disasterApply, types: ['DSNAP'] },
] as const;

/** An intake application type as online_categories lists it; `draftId` is the signed-in user's draft of it. */
function intakeType(
  def: FormDefinition,
  order: number,
  signedIn: boolean,
  draftId: string | null,
  locale: Locale,
): IntakeApplicationType {
  const l = lang(locale);
  const programs = 'fixed' in def.programs ? def.programs.fixed : ['FNS', 'MA', 'WF'];
  return {
    application_type_id: def.id,
    iegScriptId: def.id,
    individualProgramSelectionAllowed: !('fixed' in def.programs),
    name: def.title[l],
    summary: def.overview[0]?.[l] ?? '',
    description: def.overview.map((p) => p[l]).join(' '),
    displayOrder: order,
    canApplyFor: def.anonymous || signedIn,
    associatedDraftApplicationId: draftId,
    url: `${ROUTES.applyOverview}?type=${encodeURIComponent(def.id)}`,
    programs: programs.map((code) => ({ programId: code, name: programName(code, locale) })),
    allowedWithdrawalReasons: [...WITHDRAWAL_REASONS],
    requiresLogin: !def.anonymous,
  };
}

/**
 * The categories on offer: disaster pre-registration only while a disaster is declared.
 * `draftOf` gives the signed-in user's draft of a type (null for none or a visitor).
 */
export function onlineCategories(input: {
  disasterOpen: boolean;
  signedIn: boolean;
  draftOf: (typeId: string) => string | null;
  locale: Locale;
}): OnlineCategories {
  const open = input.disasterOpen ? CATEGORIES : CATEGORIES.filter((c) => c.id !== 'DISASTER');
  return {
    categories: open.map((c, i) => ({
      online_category_id: c.id,
      name: t(input.locale, `applications.category.${c.id}.name`),
      description: t(input.locale, `applications.category.${c.id}.description`),
      displayOrder: i + 1,
      url: c.url,
      intakeApplicationTypes: c.types.map((type, j) =>
        intakeType(definitionFor(type), j + 1, input.signedIn, input.draftOf(type), input.locale),
      ),
    })),
  };
}

/** The motivation type of an application type (what the apply_for_* calls return). */
export function motivationTypeOf(def: FormDefinition, locale: Locale) {
  const l = lang(locale);
  const types: string[] = [...CATEGORIES.flatMap((c) => c.types), STANDALONE_RIDP];
  return {
    name: def.title[l],
    motivationName: def.title[l],
    description: def.overview[0]?.[l] ?? '',
    motivationTypeId: def.id,
    requiresLogin: !def.anonymous,
    displayOrder: types.indexOf(def.id) + 1,
  };
}
