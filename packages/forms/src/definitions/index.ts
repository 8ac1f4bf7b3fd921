import type { FormDefinition } from '../types';
export * from './applications';
export { energyApplication } from './energy';
export { covidApplication, disasterPreregistration } from './special';
import { combinedApplication, foodApplication, medicaidApplication, medicaidExpansionApplication, workFirstApplication } from './applications';
import { energyApplication } from './energy';
import { covidApplication, disasterPreregistration } from './special';

/** Every application form, by id (the application type). */
export const DEFINITIONS: Record<string, FormDefinition> = Object.fromEntries(
  [foodApplication, medicaidApplication, medicaidExpansionApplication, workFirstApplication, combinedApplication, energyApplication, disasterPreregistration, covidApplication].map((d) => [d.id, d]),
);

export function definitionOf(id: string): FormDefinition | undefined {
  return Object.hasOwn(DEFINITIONS, id) ? DEFINITIONS[id] : undefined;
}
