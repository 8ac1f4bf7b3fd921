/** The route components of life events: a module apart from the change and renewal pages, so each loads only its own. */
export { LifeEventsPage, LifeEventsOverviewPage } from './LifeEventsPage';
export { LifeEventsHistoryPage } from './LifeEventsHistoryPage';
