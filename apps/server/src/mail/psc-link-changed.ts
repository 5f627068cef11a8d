import { NOT_YOU, renderMail } from './layout.ts';

/** To every address of the account, when Pro Santé Connect is linked to it or unlinked from it. */
export const pscLinkChangedMail = ({ linked }: { linked: boolean }) =>
  linked
    ? renderMail({
        subject: 'Pro Santé Connect a été lié à votre compte',
        paragraphs: [
          "Pro Santé Connect vient d'être lié à votre compte du Portail Anapath : il permet désormais de s'y connecter avec votre carte CPS ou votre e-CPS.",
          NOT_YOU,
        ],
      })
    : renderMail({
        subject: 'Pro Santé Connect a été délié de votre compte',
        paragraphs: [
          "Pro Santé Connect vient d'être délié de votre compte du Portail Anapath : il ne permet plus de s'y connecter.",
          NOT_YOU,
        ],
      });
