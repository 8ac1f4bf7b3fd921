/**
 * The parts several forms share, each in the module of its subject: the builders every
 * definition writes with (build.ts), the people of a household (household.ts) and its money
 * (finances.ts). Importable from here as one set.
 */
export { q, tx, yes } from './build';
export { contactSection, householdSection } from './household';
export { expeditedPage, expensesSection, incomeSection, resourcesPage } from './finances';
