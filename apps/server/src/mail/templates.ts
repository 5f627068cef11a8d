import { renderMail } from './layout.ts';

/** Every e-mail the sign-in capability sends, one function each. */
export const mailTemplates = {
  loginCode: ({ prefix, code, minutes }: { prefix: string; code: string; minutes: number }) =>
    renderMail({
      subject: `${prefix} Votre code de connexion`,
      paragraphs: [
        `Voici votre code de connexion au Portail Anapath. Il commence par ${prefix} sur l'écran de connexion et reste valable ${minutes} minutes.`,
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message et changez votre mot de passe.",
      ],
      code: `${prefix}${code}`,
    }),

  accountLocked: ({ userName, userEmail, failures }: { userName: string; userEmail: string; failures: number }) =>
    renderMail({
      subject: 'Compte verrouillé sur le Portail Anapath',
      paragraphs: [
        `Le compte de ${userName} (${userEmail}) a été verrouillé après ${failures} tentatives de connexion échouées.`,
        "Vérifiez auprès de l'utilisateur avant de le déverrouiller depuis l'espace d'administration.",
      ],
    }),

  passwordReset: ({ url, minutes }: { url: string; minutes: number }) =>
    renderMail({
      subject: 'Réinitialisation de votre mot de passe',
      paragraphs: [
        `Une réinitialisation du mot de passe de votre compte a été demandée. Le lien ci-dessous est valable ${minutes} minutes et ne sert qu'une fois.`,
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
      ],
      link: { label: 'Choisir un nouveau mot de passe', url },
    }),

  supportRequest: (p: { userName: string; userEmail: string; phoneNumber: string; messageId: string }) =>
    renderMail({
      subject: "Demande d'assistance : code de connexion non reçu",
      paragraphs: [
        `${p.userName} (${p.userEmail}) indique ne pas recevoir son code de connexion.`,
        `Téléphone pour le rappeler : ${p.phoneNumber}.`,
        `Identifiant du dernier message envoyé : ${p.messageId}.`,
      ],
    }),
};
