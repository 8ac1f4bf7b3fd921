import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { boundaries } from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
/** RuleTester lints as if from the working directory, the repository root under vitest. */
const root = process.cwd();
const at = (file, code) => ({ code, filename: path.join(root, file) });
const web = [{ features: 'apps/web/src/features', shared: ['routes'] }];
const server = [{ features: 'apps/server/src/features', private: ['repo', 'routes', 'seed'], open: ['cases/repo'] }];

describe('web: a feature reaches another only through its routes.ts', () => {
  tester.run('boundaries', boundaries, {
    valid: [
      {
        ...at('apps/web/src/features/auth/SlugPage.tsx', "import { loadAlertsPage } from '../alerts/routes';"),
        options: web,
      },
      { ...at('apps/web/src/features/auth/mfa/Page.tsx', "import { useLogin } from '../queries';"), options: web },
      {
        ...at('apps/web/src/features/appeals/staff/AppealPage.tsx', "import { messages } from '../messages';"),
        options: web,
      },
      {
        ...at('apps/web/src/features/home/HomePage.tsx', "import { Article } from '../../components/Article';"),
        options: web,
      },
      { ...at('apps/web/src/app/appRoutes.ts', "import { page } from './routes';"), options: web },
    ],
    invalid: [
      {
        ...at('apps/web/src/features/appeals/Page.tsx', "import { CallError } from '../applications/Layout';"),
        options: web,
        errors: [{ messageId: 'foreign' }],
      },
      {
        // A concept's staff pages belong to its feature: another concept's are as foreign as the rest.
        ...at(
          'apps/web/src/features/changes/staff/Page.tsx',
          "import { useDecide } from '../../applications/staff/queries';",
        ),
        options: web,
        errors: [{ messageId: 'foreign' }],
      },
      {
        ...at('apps/web/src/features/auth/mfa/Page.tsx', "const page = () => import('../../alerts/AlertsPage');"),
        options: web,
        errors: [{ messageId: 'foreign' }],
      },
      {
        ...at('apps/web/src/components/Thing.tsx', "export { routes } from '../features/home/routes';"),
        options: web,
        errors: [{ messageId: 'shell' }],
      },
    ],
  });
});

describe("server: a feature never reaches another's repo, routes or seed", () => {
  tester.run('boundaries', boundaries, {
    valid: [
      {
        ...at('apps/server/src/features/dashboard/service.ts', "import { programNames } from '../system/service';"),
        options: server,
      },
      {
        ...at(
          'apps/server/src/features/account/service.ts',
          "import { contactsOf } from '../communications/contacts';",
        ),
        options: server,
      },
      { ...at('apps/server/src/app.ts', "import { loadFeatureRoutes } from './features';"), options: server },
      {
        ...at('apps/server/src/features/documents/repo.ts', "import { ownCaseIds } from '../cases/repo';"),
        options: server,
      },
    ],
    invalid: [
      {
        ...at(
          'apps/server/src/features/dashboard/service.ts',
          "import { listUserApplications } from '../applications/repo';",
        ),
        options: server,
        errors: [{ messageId: 'foreign' }],
      },
      {
        ...at(
          'apps/server/src/platform/sessions.ts',
          "import { sendNotice } from '../features/communications/service';",
        ),
        options: server,
        errors: [{ messageId: 'shell' }],
      },
    ],
  });
});
