import { OtherUpload } from './OtherUploadPage';

/** /upload/standalone/documents?cases=…: documents for chosen cases, outside a verification request. */
export function Component() {
  return <OtherUpload kind="standalone" />;
}
