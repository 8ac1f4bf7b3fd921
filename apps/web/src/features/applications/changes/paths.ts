import { ROUTES, pathTo } from '@portal/contracts/routes';
import type { CocTypeCode } from '@portal/contracts/changes';

/**
 * Where a change report or renewal lives, by its kind and the programme name the person used
 * (SNAP or FNS, both food and nutrition benefits): a change report under
 * /nf-change-of-circumstance, a renewal under /nf-renew-fns-or-snap-recert/{SNAP|FNS}.
 */
export type Kind = 'COC' | 'RECERT';

/** The parts "Update" on Your information opens (nf-update-my-information/{updateType}). */
export const UPDATE_PARTS = ['HOUSEHOLD', 'ADDRESS', 'INCOME', 'COSTS'];
export type Naming = 'SNAP' | 'FNS';

export const typeCode = (kind: Kind, naming: Naming) => `${naming}_${kind}` as CocTypeCode;
export const kindOf = (code: CocTypeCode): Kind => (code.endsWith('RECERT') ? 'RECERT' : 'COC');
export const namingOf = (code: CocTypeCode): Naming => (code.startsWith('SNAP') ? 'SNAP' : 'FNS');

/** The renewal route's {updateType}: SNAP or FNS (anything else is not a page). */
export const asNaming = (value: string | undefined): Naming | null =>
  value === 'SNAP' || value === 'FNS' ? value : null;

export function changePaths(kind: Kind, naming: Naming) {
  if (kind === 'COC')
    return {
      start: naming === 'SNAP' ? ROUTES.snapCoc : ROUTES.fnsCoc,
      form: (formId: string) => pathTo(ROUTES.cocForm, { formId }),
      sign: (motivationID: string) => pathTo(ROUTES.cocSignAndSubmit, { motivationID }),
      confirmation: (motivationID: string) => pathTo(ROUTES.cocConfirmation, { motivationID }),
    };
  const updateType = naming;
  return {
    start: pathTo(ROUTES.renew, { updateType }),
    form: (formId: string) => pathTo(ROUTES.renewForm, { updateType, formId }),
    sign: (cocInstanceID: string) => pathTo(ROUTES.renewSignAndSubmit, { updateType, cocInstanceID }),
    confirmation: (cocInstanceID: string) => pathTo(ROUTES.renewConfirmation, { updateType, cocInstanceID }),
  };
}
