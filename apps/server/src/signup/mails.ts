/** The e-mails of the sign-up: the address code (also used by the profile), and the notice to the administrators. */
import { renderMail } from '../mail/layout.ts';

export const signupMails = {
  addressCode: ({ prefix, code, minutes }: { prefix: string; code: string; minutes: number }) =>
    renderMail({
      subject: `${prefix} Validez votre adresse email`,
      paragraphs: [
        `Voici le code qui valide votre adresse email sur le Portail Anapath. Il commence par ${prefix} à l'écran et reste valable ${minutes} minutes.`,
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
      ],
      code: `${prefix}${code}`,
    }),

  accountAwaitsValidation: (p: { userName: string; userEmail: string; rpps?: string; job: string }) =>
    renderMail({
      subject: 'Nouveau compte à valider sur le Portail Anapath',
      paragraphs: [
        `${p.userName} (${p.userEmail}) vient de s'inscrire sur le Portail Anapath en tant que ${p.job}${p.rpps ? `, RPPS ${p.rpps}` : ''}.`,
        "Son compte attend votre validation depuis l'espace d'administration avant de pouvoir ouvrir les applications.",
      ],
    }),
};
