import { createRequire } from 'node:module';
import path from 'node:path';

/** USWDS's Sass packages inside @uswds/uswds, the load path of src/uswds.scss (ADR 0017). */
export const USWDS_PACKAGES = path.resolve(
  createRequire(import.meta.url).resolve('@uswds/uswds/uswds-core/_index.scss'),
  '../..',
);
