import { renderMail } from './layout.ts';

/**
 * To the owner of an address someone asked to prove (for a sign-up or another account): instead of
 * a code, since the address is already theirs. The one who asked sees the same answer either way.
 */
export const addressInUseMail = ({ url }: { url: string }) =>
  renderMail({
    subject: 'Votre adresse email est déjà celle de votre compte',
    paragraphs: [
      "Quelqu'un vient de demander un code pour valider cette adresse email sur le Portail Anapath. Elle est déjà celle de votre compte : aucun code n'a été envoyé.",
      "Si c'est vous, connectez-vous avec cette adresse ; en cas d'oubli, choisissez « Mot de passe oublié ? » sur l'écran de connexion. Sinon, ignorez ce message.",
    ],
    link: { label: 'Aller sur le Portail Anapath', url },
  });
