import { ChangeConfirmationPage } from './ConfirmationPage';
import { ChangeSignPage } from './SignPage';

/** Signing and the confirmation of a change report or a renewal: a module of their own (routes.ts). */

export const CocSign = () => <ChangeSignPage kind="COC" />;
export const RenewSign = () => <ChangeSignPage kind="RECERT" />;
export const CocConfirmation = () => <ChangeConfirmationPage kind="COC" />;
export const RenewConfirmation = () => <ChangeConfirmationPage kind="RECERT" />;
