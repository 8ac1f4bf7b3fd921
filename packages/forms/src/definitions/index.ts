import type { FormDefinition } from '../types';
export * from './applications';
export { medicaidAbdApplication } from './abd';
export { energyApplication } from './energy';
export { covidApplication, disasterPreregistration } from './special';
export { standaloneRidp } from './identity';
export * from './changes';
export * from './appeals';
import {
  combinedApplication,
  foodApplication,
  medicaidApplication,
  medicaidExpansionApplication,
  workFirstApplication,
} from './applications';
import { medicaidAbdApplication } from './abd';
import { energyApplication } from './energy';
import { appealRequest, appealRequestContinuing } from './appeals';
import { authorizedRepresentative, foodChangeReport, foodRenewal } from './changes';
import { standaloneRidp } from './identity';
import { covidApplication, disasterPreregistration } from './special';

/** Every guided form, by id (the application type or motivation type). */
export const DEFINITIONS: Record<string, FormDefinition> = Object.fromEntries(
  [
    foodApplication,
    medicaidApplication,
    medicaidExpansionApplication,
    medicaidAbdApplication,
    workFirstApplication,
    combinedApplication,
    energyApplication,
    disasterPreregistration,
    covidApplication,
    standaloneRidp,
    foodChangeReport,
    foodRenewal,
    authorizedRepresentative,
    appealRequest,
    appealRequestContinuing,
  ].map((d) => [d.id, d]),
);

export function definitionOf(id: string): FormDefinition | undefined {
  return Object.hasOwn(DEFINITIONS, id) ? DEFINITIONS[id] : undefined;
}
