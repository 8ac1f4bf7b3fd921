import { Navigate, useLocation } from '../../router';
import { urlOf } from '@portal/contracts/calls-resident';
import { anonPaths, anonymousApplication, typeFromPath, useAnonKey } from './anonymous';
import { Confirmation } from './Confirmation';
import { ReadingColumn } from '../../components/Article';

/** The confirmation of an anonymous application; its PDF opens with the one-time key. */
export function Component() {
  const key = useAnonKey();
  const { pathname } = useLocation();
  const result = anonymousApplication(key)?.result;
  if (!result) return <Navigate to={anonPaths(typeFromPath(pathname), key).start} replace />;
  return (
    <ReadingColumn>
      <Confirmation
        details={result.confirmation}
        pdfHref={urlOf('applicationPdf', { id: result.applicationId }, { key })}
      />
    </ReadingColumn>
  );
}
