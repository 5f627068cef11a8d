import { renderMail } from './layout.ts';

/** The code that proves an address (sign-up, and a new address in the profile). */
export const addressCodeMail = ({ prefix, code, minutes }: { prefix: string; code: string; minutes: number }) =>
  renderMail({
    subject: `${prefix} Validez votre adresse email`,
    paragraphs: [
      `Voici le code qui valide votre adresse email sur le Portail Anapath. Il commence par ${prefix} à l'écran et reste valable ${minutes} minutes.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    ],
    code: `${prefix}${code}`,
  });
