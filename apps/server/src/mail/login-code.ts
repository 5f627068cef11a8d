import { renderMail } from './layout.ts';

/** The sign-in's second factor by e-mail; the prefix matches the one on the code screen. */
export const loginCodeMail = ({ prefix, code, minutes }: { prefix: string; code: string; minutes: number }) =>
  renderMail({
    subject: `${prefix} Votre code de connexion`,
    paragraphs: [
      `Voici votre code de connexion au Portail Anapath. Il commence par ${prefix} sur l'écran de connexion et reste valable ${minutes} minutes.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message et changez votre mot de passe.",
    ],
    code: `${prefix}${code}`,
  });
