import { NOT_YOU, renderMail } from './layout.ts';

/** To every address of the account, when a passkey is added or removed (its name, as its owner gave it). */
export const passkeyChangedMail = ({ added, removed }: { added?: string; removed?: string }) =>
  added !== undefined
    ? renderMail({
        subject: "Clé d'accès ajoutée",
        paragraphs: [
          `Une clé d'accès (« ${added} ») vient d'être ajoutée à votre compte du Portail Anapath : elle permet de s'y connecter sans mot de passe.`,
          NOT_YOU,
        ],
      })
    : renderMail({
        subject: "Clé d'accès supprimée",
        paragraphs: [
          `La clé d'accès « ${removed ?? ''} » vient d'être supprimée de votre compte du Portail Anapath : elle ne permet plus de s'y connecter.`,
          NOT_YOU,
        ],
      });
