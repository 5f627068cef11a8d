import { renderMail } from './layout.ts';

/** To the owner, once an administrator handled their "code not received" request. */
export const supportHandledMail = ({ note, url }: { note: string; url: string }) =>
  renderMail({
    subject: "Votre demande d'assistance a été traitée",
    paragraphs: ["Un administrateur a traité votre demande d'assistance (code de connexion non reçu) :", note],
    link: { label: 'Se connecter au Portail Anapath', url },
  });
