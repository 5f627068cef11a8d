import { NOT_YOU, renderMail } from './layout.ts';

/** To every address of the account, when the authenticator app is switched on or off. */
export const totpChangedMail = ({ enabled }: { enabled: boolean }) =>
  enabled
    ? renderMail({
        subject: 'Authentification par application activée',
        paragraphs: [
          "L'authentification par application (TOTP) vient d'être activée sur votre compte du Portail Anapath : chaque connexion vous demandera désormais le code affiché par votre application.",
          NOT_YOU,
        ],
      })
    : renderMail({
        subject: 'Authentification par application désactivée',
        paragraphs: [
          "L'authentification par application (TOTP) vient d'être désactivée sur votre compte du Portail Anapath : le code de connexion vous sera de nouveau envoyé par email.",
          NOT_YOU,
        ],
      });
