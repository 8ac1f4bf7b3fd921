import { OtherUpload } from './OtherUploadPage';

/** The energy standalone upload (ROUTES.uploadEnergy?cases=…), with the household confirmation. */
export function Component() {
  return <OtherUpload kind="energy" />;
}
