import { renderMail } from './layout.ts';

/** To the owner, once another super administrator granted or revoked super administrator rights. */
export const superAdminChangedMail = ({ granted, url }: { granted: boolean; url: string }) =>
  granted
    ? renderMail({
        subject: 'Vous êtes super administrateur du Portail Anapath',
        paragraphs: [
          "Un super administrateur vous a donné les droits de super administrateur du Portail Anapath : tous les centres de pathologie, leurs administrateurs et les applications relèvent désormais de vous dans l'espace d'administration.",
        ],
        link: { label: "Ouvrir l'espace d'administration", url },
      })
    : renderMail({
        subject: 'Vos droits de super administrateur ont été retirés',
        paragraphs: ['Un super administrateur vous a retiré les droits de super administrateur du Portail Anapath.'],
      });
